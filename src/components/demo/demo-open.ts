// Lead and contact actions in prebuilt markup (any element with data-demo-open) open the demo
// notice (docs/product.md §1). Its dialog (React, Radix) loads on the first click, so a visitor who
// only looks pays nothing for it. Each page says where its words come from.
import type { DemoStrings } from './strings';

type Words = () => Promise<DemoStrings | null>;

async function open(words: Words): Promise<void> {
  const [t, notice] = await Promise.all([words(), import('./DemoNotice')]);
  if (t) notice.showDemoNotice(t);
}

let started = false;
export function startDemoOpeners(words: Words): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-demo-open]')) void open(words);
  });
}

/** The notice's words as the page wrote them (data-demo-words, JSON: pick(lang, DEMO_STRINGS) in the landing's Showroom.astro). */
export function wordsInPage(): Promise<DemoStrings | null> {
  const json = document.querySelector<HTMLElement>('[data-demo-words]')?.dataset.demoWords;
  return Promise.resolve(json ? (JSON.parse(json) as DemoStrings) : null);
}
