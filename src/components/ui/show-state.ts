// Pages whose content depends on the visitor's browser (/saved, /compare) prebuild each state
// (loading, empty, failed, the content) as an element marked data-state; the page script shows
// one. A hidden loading state stops saying it is busy, so "settled" means settled.
export function showState(root: ParentNode, state: string): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-state]')) {
    el.hidden = el.dataset.state !== state;
    if (el.hasAttribute('aria-busy')) el.setAttribute('aria-busy', String(!el.hidden));
  }
}
