// Any island opens the demo notice through this store; <DemoNotice /> mounted on the page listens.
import { atom } from 'nanostores';

export const $demoNoticeOpen = atom(false);

// Radix returns focus only to its own Trigger; our openers live in other components, so the
// element that had focus when the notice opened is remembered and focused again on close.
let returnFocusTo: HTMLElement | null = null;

export function openDemoNotice(): void {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement)
    returnFocusTo = document.activeElement;
  $demoNoticeOpen.set(true);
}

/** Focus the opener again (called from the dialog's close-auto-focus). */
export function restoreDemoNoticeFocus(): boolean {
  const el = returnFocusTo;
  returnFocusTo = null;
  if (el?.isConnected) {
    el.focus();
    return true;
  }
  return false;
}
