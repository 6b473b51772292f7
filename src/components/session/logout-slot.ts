// The Logout slots' behaviour (LogoutSlot.astro), started by the site header's script: shown while
// a session exists, the click's handling and the toaster loaded only when needed.
import { $session, followStoredSession, hasSession } from './session-store';
import { FLASH_KEY } from '~/lib/session-key';

export function startLogoutSlots(): void {
  const slots = document.querySelectorAll<HTMLElement>('[data-logout-slot]');
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-logout]');

  followStoredSession();
  $session.subscribe((state) => slots.forEach((s) => (s.hidden = !hasSession(state))));

  buttons.forEach((button) =>
    button.addEventListener('click', () => void import('./logout').then((m) => m.logoutFrom(buttons))),
  );

  // A message carried over from the previous page (e.g. after a redirect): the page's toaster
  // shows it as it mounts, if it is meant for this page.
  try {
    if (sessionStorage.getItem(FLASH_KEY) !== null) void import('./toasts').then((m) => m.showWaitingFlash());
  } catch {
    // Storage disabled: nothing to show.
  }
}
