// /compare's first paint: with no cars in the address and none in the visitor's compare list, the
// empty state shows at once, without waiting for the page script and the readers it loads
// (compare-page.ts). Its words are the page's largest paint (Lighthouse, docs/benchmarks.md).
import { showState } from '~/components/ui/show-state';
import { COMPARE_KEY, COMPARE_LIMIT, readIds } from '~/components/vehicle-card/saved-keys';

export function showEmptyAtOnce(): void {
  const root = document.querySelector<HTMLElement>('[data-compare-page]');
  if (!root) return;
  const ids = new URLSearchParams(location.search).get('ids');
  if (!ids && readIds(COMPARE_KEY, COMPARE_LIMIT).length === 0) showState(root, 'empty');
}
