// /compare's first paint: with no cars in the address and none in the visitor's compare list, the
// empty state shows at once. Its words are the page's largest paint (Lighthouse, docs/benchmarks.md),
// and a public page's module scripts load only after its first paint (src/lib/after-first-paint.ts),
// so this one imports nothing: Astro then writes it inline in the page, where it runs before that
// paint. The storage key comes from the page (data-compare-key, saved-keys.ts's COMPARE_KEY); a
// stored list that is not empty, or unreadable, leaves the choice to the page script
// (compare-page.ts), which reads it fully.

function storedCount(key: string): number {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v.length : 0;
  } catch {
    return 1;
  }
}

export function showEmptyAtOnce(): void {
  const root = document.querySelector<HTMLElement>('[data-compare-page]');
  if (!root || new URLSearchParams(location.search).get('ids')) return;
  if (storedCount(root.dataset.compareKey ?? '') > 0) return;
  // As show-state.ts shows a state: the others hidden, the loading state no longer busy.
  for (const el of root.querySelectorAll<HTMLElement>('[data-state]')) {
    el.hidden = el.dataset.state !== 'empty';
    if (el.hasAttribute('aria-busy')) el.setAttribute('aria-busy', String(!el.hidden));
  }
}
