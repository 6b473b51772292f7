// /auth's words per mode (docs/product.md §2), written once: the prebuilt card (src/pages/auth.astro)
// carries them as data for the loader that switches modes before any of the sign-in code loads.
import type { AuthMode } from '~/lib/staff/auth/mode';

export interface AuthModeCopy {
  title: string;
  subtitle: string;
  submit: string;
  ask: string;
  switchTo: string;
}

export const AUTH_COPY: Record<AuthMode, AuthModeCopy> = {
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to manage inventory',
    submit: 'Sign In',
    ask: "Don't have an account?",
    switchTo: 'Sign up',
  },
  signup: {
    title: 'Create your account',
    subtitle: 'Sign up to manage inventory',
    submit: 'Create Account',
    ask: 'Already have an account?',
    switchTo: 'Sign in',
  },
};
