// <detail-tabs>: DetailTabs.astro's behaviour (WAI-ARIA tabs): a click, the arrow keys (wrapping)
// or Home / End (first / last tab) choose a tab and show its panel.
class DetailTabs extends HTMLElement {
  connectedCallback(): void {
    const tabs = Array.from(this.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
    const select = (i: number, focus: boolean): void => {
      tabs.forEach((tab, k) => {
        const on = k === i;
        tab.setAttribute('aria-selected', String(on));
        tab.tabIndex = on ? 0 : -1;
        tab.className = (on ? this.dataset.on : this.dataset.off) ?? tab.className;
        const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      });
      if (focus) tabs[i]?.focus();
    };
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(i, false));
      tab.addEventListener('keydown', (e) => {
        const last = tabs.length - 1;
        const to: Record<string, number> = {
          ArrowRight: (i + 1) % tabs.length,
          ArrowLeft: (i + last) % tabs.length,
          Home: 0,
          End: last,
        };
        const next = to[e.key];
        if (next === undefined) return;
        e.preventDefault();
        select(next, true);
      });
    });
  }
}

if (!customElements.get('detail-tabs')) customElements.define('detail-tabs', DetailTabs);
