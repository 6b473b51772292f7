// The returning buyer's first script (tiny): does this browser remember anything? Only
// then is the view loaded (returning-view.ts), which reads the inventory index: at the first input,
// or at once when the visitor came through a saved search (a tap already; its cars get marked).
import { afterFirstInput } from './first-input';
import { readRecent, readSearches } from './stores';

export function startReturning(): void {
  const root = document.querySelector<HTMLElement>('[data-returning]');
  if (!root) return;
  const marking = new URLSearchParams(location.search).has('new');
  if (readRecent().length === 0 && readSearches().length === 0 && !marking) return;
  const show = (): void => void import('./returning-view').then((m) => m.showReturning(root));
  if (marking) show();
  else afterFirstInput(show);
}
