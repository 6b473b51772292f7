// <detail-tabs>: DetailTabs.astro's behaviour (WAI-ARIA tabs): a click or the arrow keys choose a
// tab and show its panel.
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
        const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
        if (delta) select((i + delta + tabs.length) % tabs.length, true);
      });
    });
  }
}

if (!customElements.get('detail-tabs')) customElements.define('detail-tabs', DetailTabs);
