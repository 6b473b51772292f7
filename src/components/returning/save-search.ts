// 'Save this search' and 'Follow this make' on /inventory (features/inventory/SaveSearch.astro). The island
// keeps the filters in the address (use-url-filters.ts), so this script reads them from there.
// Saving loads its code on the first tap (save-search-action.ts): the page pays only for the link.
export function startSaveSearch(): void {
  const root = document.querySelector<HTMLElement>('[data-save-search]');
  if (!root) return;
  const follow = root.querySelector<HTMLAnchorElement>('[data-follow-make]');

  const showFollow = (): void => {
    if (!follow) return;
    const make = new URLSearchParams(location.search).get('make') ?? '';
    const feeds = JSON.parse(root.dataset.makeFeeds ?? '{}') as Record<string, string>;
    const href = feeds[make];
    follow.hidden = !href;
    if (!href) return;
    follow.href = href;
    follow.setAttribute('aria-label', (root.dataset.followOf ?? '').replace('{make}', make));
  };
  showFollow();
  // The island changes the address with replaceState, which fires no event: look after each input.
  for (const type of ['change', 'click', 'input', 'popstate'])
    window.addEventListener(type, () => requestAnimationFrame(showFollow));
}
