// The prebuilt /auth card (src/pages/auth.astro), driven by hand: its two modes, its busy state and
// its cover while a stored session is checked. Shared by the page's loader, which runs before any
// input, and the sign-in code it loads on the first one (./sign-in.ts), so it imports no React and
// no supabase-js (docs/benchmarks.md: /auth at 30 KB before the first input).
import { AUTH_MODE_PARAM, SIGNUP_MODE_VALUE, type AuthMode } from '~/lib/staff/auth/mode';
import { paths } from '~/lib/paths';
import type { AuthModeCopy } from './copy';

/** The data the page writes on the card's root element (`data-auth-card`). */
interface CardData {
  copy: Record<AuthMode, AuthModeCopy>;
  titles: Record<AuthMode, string>;
  busy: string;
}

export interface AuthCardDom {
  root: HTMLElement;
  /** The bordered box: hidden (keeping its place) while a stored session is checked. */
  box: HTMLElement;
  form: HTMLFormElement;
  username: HTMLInputElement;
  password: HTMLInputElement;
  submit: HTMLButtonElement;
  forgot: HTMLButtonElement;
  /** Where the sign-in code sends someone once signed in (sanitised ?redirect=). */
  target: string;
  mode(): AuthMode;
  setMode(mode: AuthMode): void;
  /** setMode, and the address bar says it (?mode=signup, or none), in place of this entry. */
  switchMode(mode: AuthMode): void;
  email(): HTMLInputElement | null;
  setBusy(busy: boolean): void;
  setCovered(covered: boolean): void;
}

const need = <T extends Element>(root: ParentNode, selector: string): T => {
  const el = root.querySelector<T>(selector);
  if (!el) throw new Error(`/auth card: ${selector} missing`);
  return el;
};

export function authCardDom(root: HTMLElement, target: string): AuthCardDom {
  const data = JSON.parse(root.dataset.authCard ?? '{}') as CardData;
  const box = need<HTMLElement>(root, '[data-auth-box]');
  const form = need<HTMLFormElement>(root, 'form');
  const title = need<HTMLElement>(root, '[data-auth-title]');
  const subtitle = need<HTMLElement>(root, '[data-auth-subtitle]');
  const ask = need<HTMLElement>(root, '[data-auth-ask]');
  const other = need<HTMLAnchorElement>(root, '[data-auth-switch]');
  const username = need<HTMLInputElement>(root, '#username');
  const password = need<HTMLInputElement>(root, '#password');
  const submit = need<HTMLButtonElement>(root, 'button[type=submit]');
  const forgot = need<HTMLButtonElement>(root, '[data-auth-forgot]');
  const forgotLine = need<HTMLElement>(root, '[data-auth-forgot-line]');
  const emailTemplate = need<HTMLTemplateElement>(root, 'template[data-auth-email]');
  const hintTemplate = need<HTMLTemplateElement>(root, 'template[data-auth-password-hint]');
  let mode: AuthMode = 'login';
  let busy = false;

  const email = () => root.querySelector<HTMLInputElement>('#email');
  const hint = () => root.querySelector<HTMLElement>('#password-hint');

  function setMode(next: AuthMode): void {
    mode = next;
    const copy = data.copy[next];
    title.textContent = copy.title;
    subtitle.textContent = copy.subtitle;
    ask.textContent = `${copy.ask} `;
    if (!busy) submit.textContent = copy.submit;
    const otherMode: AuthMode = next === 'login' ? 'signup' : 'login';
    other.textContent = copy.switchTo;
    other.href = paths.authWith({
      ...(otherMode === 'signup' ? { [AUTH_MODE_PARAM]: SIGNUP_MODE_VALUE } : {}),
      redirect: target,
    });
    forgotLine.hidden = next !== 'login';
    password.autocomplete = next === 'login' ? 'current-password' : 'new-password';
    // Sign-up's own parts exist only in sign-up mode (its rule is not shown to someone signing in).
    const field = email()?.closest('[data-auth-email-field]');
    if (next === 'signup') {
      if (!field) username.closest('div')?.after(emailTemplate.content.cloneNode(true));
      if (!hint()) password.after(hintTemplate.content.cloneNode(true));
      password.setAttribute('aria-describedby', 'password-hint');
    } else {
      field?.remove();
      hint()?.remove();
      password.removeAttribute('aria-describedby');
    }
    document.title = data.titles[next];
  }

  return {
    root,
    box,
    form,
    username,
    password,
    submit,
    forgot,
    target,
    mode: () => mode,
    setMode,
    switchMode(next) {
      setMode(next);
      const url = new URL(location.href);
      if (next === 'signup') url.searchParams.set(AUTH_MODE_PARAM, SIGNUP_MODE_VALUE);
      else url.searchParams.delete(AUTH_MODE_PARAM);
      history.replaceState(history.state, '', url);
    },
    email,
    setBusy(next) {
      busy = next;
      submit.disabled = next;
      submit.textContent = next ? data.busy : data.copy[mode].submit;
      form.setAttribute('aria-busy', String(next));
    },
    setCovered(covered) {
      box.classList.toggle('invisible', covered);
      box.inert = covered;
      if (covered) box.setAttribute('aria-hidden', 'true');
      else box.removeAttribute('aria-hidden');
    },
  };
}
