// A vehicle shown live, from the templates of the live page (LivePage.astro): on /vehicle-live for a
// car newer than the build, and in place of a prebuilt page whose car changed or left since
// (vehicle-fresh.ts). The same markup as a prebuilt page, filled in the browser.
import { fromTemplate } from '~/components/template/fill';
import { site } from '~/config/site';
import { liveConfig } from '~/config/live-config';
import { fetchIndex, fetchLiveVehicle, toCard, type VehicleCard } from '~/data/vehicles';
import { pageLang, paths } from '~/lib/paths';
import { similarVehicles, suggestable } from '~/lib/similar';
import type { Vehicle } from '~/lib/vehicle';
import { vehiclePageView } from './page-view';
import { vehicleText } from './vehicle-words';

export const LIVE_TEMPLATE_IDS = { page: 'vehicle-page-template', missing: 'vehicle-missing-template' } as const;

async function similarFor(v: Vehicle): Promise<VehicleCard[]> {
  try {
    return similarVehicles(toCard(v), suggestable((await fetchIndex()).cards));
  } catch {
    return [];
  }
}

/** The vehicle's page (or 'Vehicle not found' / 'Vehicle unavailable'), made from `doc`'s templates. */
interface LiveView {
  /** 'error': the vehicle could not be read (network or server). */
  kind: 'found' | 'missing' | 'error';
  el: Element | null;
  title: string;
}

async function liveView(id: string | null, doc: Document): Promise<LiveView | null> {
  const text = await vehicleText();
  if (!text) return null;
  const missing = (kind: LiveView['kind'], title: string, body = ''): LiveView => ({
    kind,
    el: fromTemplate(LIVE_TEMPLATE_IDS.missing, { title, text: body }, doc),
    title: `${title} | ${site.brand}`,
  });
  let vehicle: Vehicle | null;
  try {
    vehicle = id ? await fetchLiveVehicle(liveConfig, id) : null;
  } catch {
    return missing('error', text.t['vehicle.unavailable'], text.t['vehicle.unavailableText']);
  }
  if (!vehicle) return missing('missing', text.t['vehicle.notFound']);
  const view = vehiclePageView(vehicle, await similarFor(vehicle), text);
  return {
    kind: 'found',
    el: fromTemplate(LIVE_TEMPLATE_IDS.page, view, doc),
    title: `${view.shareTitle} | ${site.brand}`,
  };
}

function show(target: Element, result: LiveView | null): void {
  if (!result?.el) return;
  result.el.setAttribute('data-vehicle-live', '');
  target.replaceWith(result.el);
  document.title = result.title;
}

/** The id from /vehicle/{id}, or from ?id= where a host without rewrites sent us here from its 404 page. */
function idFromLocation(): string | null {
  const fromPath = paths.vehicleIdIn(window.location.pathname);
  if (fromPath) return decodeURIComponent(fromPath);
  const fromQuery = new URLSearchParams(window.location.search).get('id');
  if (!fromQuery) return null;
  window.history.replaceState(null, '', `${paths.vehicle(encodeURIComponent(fromQuery), pageLang())}/`);
  return fromQuery;
}

/** /vehicle-live: the car in the address, read live. */
export async function startLivePage(): Promise<void> {
  const target = document.querySelector('[data-vehicle-live]');
  if (!target) return;
  show(target, await liveView(idFromLocation(), document));
}

/** A prebuilt page whose car changed or left since the build: the live page's templates, filled. */
export async function showLiveVehicle(page: Element, id: string): Promise<void> {
  let doc: Document;
  try {
    const res = await fetch(paths.vehicleLivePage(pageLang()));
    if (!res.ok) return;
    doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  } catch {
    return; // keep the built page
  }
  const result = await liveView(id, doc);
  // An API failure between the freshness check and now keeps the built page.
  if (result?.kind !== 'error') show(page, result);
}
