// Every message of docs/product.md §8 that the auth card, the logout button and the admin show,
// word for word, so tests and code cannot drift apart.
export const AUTH_MESSAGES = {
  usernameNotFound: 'Username not found',
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  loggedIn: 'Logged in successfully',
  usernameTaken: 'Username already taken or error checking availability',
  unableToSignUp: 'Unable to sign up',
  profileFailed: 'Failed to create user profile',
  signupFailed: 'Signup failed',
  signedUp: 'Account created successfully! Please login with your username and password.',
  loggedOut: 'Logged out successfully',
  // Only when the project confirms emails ([auth.email] enable_confirmations); docs/product.md has no wording.
  signedUpConfirmEmail:
    'Account created! Please confirm your email address with the link we sent you, then login with your username and password.',
  emailNotConfirmed: 'Please confirm your email address first: open the link in the email we sent you, then login.',
  logoutFailed: 'Failed to logout',
  // An email typed where the username goes: sign-in is by username (docs/product.md §7).
  emailAsUsername: 'Sign in with your username, not your email address',
  // The Auth server's email limit (429 over_email_send_rate_limit; hosted: 2 an hour without custom SMTP).
  emailRateLimited: 'No account was created: the site cannot send more confirmation emails right now.',
  emailRateLimitedHelp:
    'Its email limit for this hour is used up. Please try again in an hour, or ask the site’s administrator to set up custom SMTP for sign-up emails.',
  // Any other 429 (too many sign-up attempts from this address).
  tooManyAttempts: 'Too many attempts. Please wait a few minutes, then try again.',
} as const;

export const VEHICLE_MESSAGES = {
  required: 'Error: Please fill in all required fields',
  maxImages: 'Maximum 15 images allowed',
  saveFailed: 'Failed to save vehicle',
  deleteFailed: 'Failed to delete vehicle',
  added: 'Vehicle added successfully',
  updated: 'Vehicle updated successfully',
  deleted: 'Vehicle deleted successfully',
  restored: 'Vehicle restored',
  restoreFailed: 'Failed to restore vehicle',
  loadFailed: 'Failed to load vehicles',
  badImageType: 'Only JPEG, PNG, WebP and AVIF images are allowed',
  conflict: 'This vehicle was changed by someone else since you opened it.',
} as const;
