// The staff words of signing in, passwords and the account (a part of ./en.ts's object, on its own):
// /reset-password and the account's two-factor prompt load only these, not every staff message
// (docs/benchmarks.md). Read them as STAFF_WORDS.auth, .password, .account and .common elsewhere.

/** 'a, b and c'. */
const list = (items: readonly string[]): string =>
  items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export { common } from './common-en';

/** Sign in, sign up and log out (docs/product.md §7, §8). */
export const auth = {
  usernameNotFound: 'Username not found',
  invalidCredentials: 'Invalid username or password',
  loginFailed: 'Login failed',
  loggedIn: 'Logged in successfully',
  usernameTaken: 'Username already taken or error checking availability',
  unableToSignUp: 'Unable to sign up',
  profileFailed: 'Failed to create user profile',
  signupFailed: 'Signup failed',
  signedUp: 'Account created successfully! Please login with your username and password.',
  // The project's sign-up setting is 'approval' (a live site's default): the account waits for the owner.
  signedUpPending:
    'Account created! The owner must approve it before you can manage the inventory; then login with your username and password.',
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
};

/** GoTrue's password rules and its weak_password answer, phrased for people (../password-reasons.ts). */
export const password = {
  letter: 'a letter',
  lowerLetter: 'a lower-case letter',
  upperLetter: 'an upper-case letter',
  digit: 'a digit',
  symbol: 'a symbol',
  /** The rule under a new-password field: "At least 8 characters, with …". */
  rule: (minLength: number, kinds: readonly string[]) =>
    kinds.length === 0 ? `At least ${minLength} characters` : `At least ${minLength} characters, with ${list(kinds)}`,
  atLeast: (minLength: string) => `at least ${minLength} characters`,
  moreCharacters: 'more characters',
  moreKinds: 'more kinds of characters',
  notPwned: 'not to appear in known data breaches',
  needs: (needs: readonly string[]) => `Password needs: ${needs.join(', ')}`,
};

/** Forgot password, the reset page, My account and two-factor sign-in. */
export const account = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Reset your password',
  forgotSubtitle: 'Enter your username or email. We will email you a link to set a new password.',
  forgotField: 'Username or email',
  forgotSubmit: 'Send reset link',
  forgotSent:
    'If an account matches, we have sent it an email with a link to reset the password. Open the link in this browser.',
  forgotFailed: 'Could not send the reset email. Please try again.',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Set a new password',
  resetChecking: 'Checking your link…',
  resetExpired: 'This reset link has expired or has already been used. Ask for a new one.',
  resetOtherBrowser:
    'This reset link has already been used, or was opened in a different browser from the one that asked for it. Ask for a new one and open it in the same browser.',
  resetMissing: 'Open the link in the email we sent you to set a new password.',
  askAgain: 'Ask for a new link',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDiffer: 'The two passwords do not match',
  samePassword: 'The new password must be different from the current one',
  savePassword: 'Save new password',
  passwordChanged: 'Password changed. You are signed in; other devices were signed out.',
  passwordChangeFailed: 'Could not change the password',
  // two-factor
  /** The sign-in step's title and My account's section. */
  twoFactor: 'Two-factor sign-in',
  codeSubtitle: 'Enter the 6-digit code from your authenticator app.',
  codeField: 'Authentication code',
  codeSubmit: 'Verify',
  codeWrong: 'That code is not right. Check the time on your phone and try the newest code.',
  codeFailed: 'Could not check the code. Please try again.',
  /** The enrolment's title and the button that starts it. */
  enrolStart: 'Set up two-factor sign-in',
  enrolRequired: 'The owner requires two-factor sign-in for every staff member. Set it up to continue.',
  enrolSteps:
    'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key, then enter the 6-digit code it shows.',
  enrolSecret: 'Setup key',
  qrAlt: 'QR code for your authenticator app',
  enrolName: 'Name for this authenticator',
  enrolNameDefault: 'Authenticator app',
  enrolDone: 'Two-factor sign-in is on',
  enrolFailed: 'Could not set up two-factor sign-in',
  signOut: 'Sign out',
  // My account
  accountTitle: 'My account',
  accountSignedInAs: 'Signed in as',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  currentPasswordWrong: 'The current password is not right',
  nonceSent: 'We emailed you a 6-digit code. Enter it to confirm the new password.',
  nonceField: 'Code from the email',
  nonceWrong: 'That code is not right or has expired',
  changeEmail: 'Change email',
  newEmail: 'New email',
  saveEmail: 'Send confirmation link',
  emailChangeSent: 'We sent a confirmation link to the new address. Your email changes when you open it.',
  emailTaken: 'Another account already uses that email address',
  emailChangeFailed: 'Could not change the email',
  emailChanged: 'Your email address was changed.',
  pendingEmail: 'Waiting for confirmation of',
  twoFactorOn: 'On',
  twoFactorOff: 'Off',
  removeFactor: 'Remove',
  factorRemoved: 'Two-factor sign-in removed',
  factorRemoveFailed: 'Could not remove two-factor sign-in',
  requireForStaff: 'Require two-factor sign-in for all staff',
  requireNeedsOwnFactor: 'Set up two-factor sign-in for your own account first',
  requireSaved: 'Staff sign-in setting saved',
  requireFailed: 'Could not change the staff sign-in setting',
  otherDevices: 'Sign out of other devices',
  otherDevicesHint: 'Ends every other session of your account (a lost phone, a shared computer).',
  otherDevicesDone: 'Signed out of every other device',
  otherDevicesFailed: 'Could not sign out the other devices',
  /** Leaves the set-up: the key shown is dropped. */
  enrolCancel: 'Cancel',
};
