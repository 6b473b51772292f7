// The first paint of /compare and /saved: with nothing stored (and, on /compare, no cars in the
// address), the empty state shows at once. Its words are the page's largest paint (Lighthouse,
// docs/benchmarks.md), and a public page's module scripts load only after its first paint
// (src/lib/after-first-paint.ts), so this one imports nothing: Astro then writes it inline
// (EmptyFirst.astro), where it runs before that paint. The page's section names the storage key
// (data-empty-first: saved-keys.ts's key) and, on /compare, the address parameter that brings cars
// of its own (data-empty-param); a stored list that is not empty, or unreadable, leaves the choice
// to the page script (compare-page.ts, saved-list.ts), which reads it fully.

export function showEmptyAtOnce(): void {
  const root = document.querySelector<HTMLElement>('[data-empty-first]');
  if (!root) return;
  const { emptyFirst: key = '', emptyParam: param } = root.dataset;
  try {
    // Written small: its gzipped bytes count in the page's 30 KB before the first input.
    if (
      (param && new URLSearchParams(location.search).has(param)) ||
      JSON.parse(localStorage.getItem(key) ?? '[]').length
    )
      return;
  } catch {
    return;
  }
  // As show-state.ts shows a state: the others hidden, the loading state no longer busy.
  for (const el of root.querySelectorAll<HTMLElement>('[data-state]')) {
    el.hidden = el.dataset.state !== 'empty';
    if (el.ariaBusy) el.ariaBusy = String(!el.hidden);
  }
}
