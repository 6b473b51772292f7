// The prebuilt vehicle page's interactive parts, without Astro islands. The page is static .astro
// markup (each interactive part a twin of its React component's first render, wrapped in an
// element with `data-island` and its props as JSON in `data-props`); this one script renders the
// React components in their places in the browser. At build time no React renders at all, which
// was most of each vehicle page's build cost at 10,000 vehicles (README, "Where the build time
// went"), and no page carries Astro's island runtime or serialized props.
//
// The parts' words (in the page's language) come from /vehicle-text.json (/ms/vehicle-text.json):
// one file per language that every vehicle page and the live view share (the browser caches it;
// the page's head preloads it), so no page carries them. They reach each component as its `t`
// prop. Should that file not load, the static markup stays as it is.
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
import type { VehicleStrings, VehicleText } from '~/i18n/keys';
import { pageLang, paths } from '~/lib/paths';

/** The components a page may name in `data-island`. */
const ISLANDS: Record<string, ComponentType<never>> = {
  gallery: Gallery,
  favourite: FavouriteButton,
  share: ShareButton,
  'demo-actions': DemoActions,
  'detail-tabs': DetailTabs,
  'loan-calculator': LoanCalculator,
};

/** The vehicle page's words in the document's language (null when the file did not load). */
async function pageWords(): Promise<VehicleStrings | null> {
  try {
    const res = await fetch(paths.vehicleText(pageLang()));
    return res.ok ? ((await res.json()) as VehicleText).t : null;
  } catch {
    return null;
  }
}

function Ready({ host, children }: { host: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    host.dataset.islandReady = '';
  }, [host]);
  return children;
}

function mount(host: HTMLElement, t: VehicleStrings): void {
  const component = ISLANDS[host.dataset.island ?? ''];
  if (!component) return;
  const props = { ...(JSON.parse(host.dataset.props ?? '{}') as Record<string, unknown>), t };
  createRoot(host).render(
    createElement(Ready, {
      host,
      children: createElement(component as ComponentType<Record<string, unknown>>, props),
    }),
  );
}

const whenIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 200);
};

export async function mountIslands(root: ParentNode = document): Promise<void> {
  const t = await pageWords();
  if (!t) return;
  for (const host of root.querySelectorAll<HTMLElement>('[data-island]')) {
    if (host.dataset.islandWhen === 'idle') whenIdle(() => mount(host, t));
    else mount(host, t);
  }
}
