// Loads the cost of ownership's script (ownership-cost.ts) on the reader's first change of one of
// its inputs, so the vehicle page ships none of its maths before then (the 30 KB budget, scripts/bench/size.ts).
// One listener on the document: it serves the prebuilt section and a live copy swapped in later.
const SECTION = '[data-ownership]';

export function startOwnershipCost(): void {
  const go = (e: Event): void => {
    const section = e.target instanceof Element ? e.target.closest<HTMLElement>(SECTION) : null;
    if (section) void import('./ownership-cost').then((m) => m.recompute(section));
  };
  document.addEventListener('input', go);
  document.addEventListener('change', go);
  document.addEventListener('submit', (e) => {
    if (e.target instanceof Element && e.target.closest(SECTION)) e.preventDefault();
  });
}

/** The live page's copy shows the template's sample car until recomputed for its own. */
export async function refreshOwnershipCost(page: Element): Promise<void> {
  const section = page.querySelector<HTMLElement>(SECTION);
  if (section) await import('./ownership-cost').then((m) => m.recompute(section, true));
}
