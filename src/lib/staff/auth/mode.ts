// The /auth page's two modes, chosen by ?mode=signup, and the document title of each (docs/product.md §2).
// Shared by the island and the inline head script of src/pages/auth.astro, which sets the title
// before the first paint so it never flickers from 'Login' to 'Sign Up'.
export type AuthMode = 'login' | 'signup';

/** The query parameter and the value that open sign-up mode; anything else is login. */
export const AUTH_MODE_PARAM = 'mode';
export const SIGNUP_MODE_VALUE = 'signup';

export const authModeFrom = (search: string): AuthMode =>
  new URLSearchParams(search).get(AUTH_MODE_PARAM) === SIGNUP_MODE_VALUE ? 'signup' : 'login';

const DOC_TITLES: Record<AuthMode, string> = { login: 'Login', signup: 'Sign Up' };

export const authDocTitle = (mode: AuthMode, brand: string): string => `${DOC_TITLES[mode]} - ${brand}`;
