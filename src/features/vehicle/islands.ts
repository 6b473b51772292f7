// The prebuilt vehicle page's interactive parts, without Astro islands. The page is static .astro
// markup (each interactive part a twin of its React component's first render, wrapped in an
// element with `data-island` and its props as JSON in `data-props`); this one script renders the
// React components in their places in the browser. At build time no React renders at all, which
// was most of each vehicle page's build cost at 10,000 vehicles (README, "Where the build time
// went"), and no page carries Astro's island runtime or serialized props.
//
// Each part's words (in the page's language) come once per page, as JSON in the page root's
// `data-island-text` (src/i18n vehicleIslandText), and reach the component as its `t` prop.
//
// A part is rendered at once (`data-island-when` absent) or when the browser is idle ('idle', as
// client:idle did). Each gets `data-island-ready` once React has committed it (end-to-end tests
// wait for that). React replaces the twin's markup in one commit: the same markup, so nothing moves.
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import DemoActions from './DemoActions';
import DetailTabs from './DetailTabs';
import FavouriteButton from './FavouriteButton';
import Gallery from './Gallery';
import LoanCalculator from './LoanCalculator';
import ShareButton from './ShareButton';
import type { VehicleIslandText } from '~/i18n';

/** The components a page may name in `data-island`. */
const ISLANDS: Record<string, { component: ComponentType<never>; words: keyof VehicleIslandText }> = {
  gallery: { component: Gallery, words: 'gallery' },
  favourite: { component: FavouriteButton, words: 'favourite' },
  share: { component: ShareButton, words: 'share' },
  'demo-actions': { component: DemoActions, words: 'demo' },
  'detail-tabs': { component: DetailTabs, words: 'tabs' },
  'loan-calculator': { component: LoanCalculator, words: 'loan' },
};

let pageWords: Partial<VehicleIslandText> | null = null;
const wordsOf = (kind: keyof VehicleIslandText): unknown => {
  pageWords ??= JSON.parse(
    document.querySelector<HTMLElement>('[data-island-text]')?.dataset.islandText ?? '{}',
  ) as Partial<VehicleIslandText>;
  return pageWords[kind];
};

function Ready({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    host.dataset.islandReady = '';
  }, [host]);
  return children;
}

function mount(host: HTMLElement): void {
  const island = ISLANDS[host.dataset.island ?? ''];
  if (!island) return;
  const props = { ...(JSON.parse(host.dataset.props ?? '{}') as Record<string, unknown>), t: wordsOf(island.words) };
  createRoot(host).render(
    createElement(Ready, {
      host,
      children: createElement(island.component as ComponentType<Record<string, unknown>>, props),
    }),
  );
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 200);
};

export function mountIslands(root: ParentNode = document): void {
  for (const host of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (host.dataset.islandWhen === 'idle') whenIdle(() => mount(host));
    else mount(host);
  }
}
