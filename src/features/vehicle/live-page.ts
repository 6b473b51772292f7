// A vehicle shown live, from the templates of the live page (LivePage.astro): on /vehicle-live for a
// car newer than the build, and in place of a prebuilt page whose car changed or left since
// (vehicle-fresh.ts). The same markup as a prebuilt page, filled in the browser.
import { fromTemplate, templateId } from '~/components/template/fill';
import { site } from '~/config/site';
import { liveConfig } from '~/config/live-config';
import { fetchLiveVehicle, type VehicleCard } from '~/data/vehicles/browser';
import type { VehicleText } from './strings';
import { pageLang, paths } from '~/lib/paths';
import type { Vehicle } from '~/lib/vehicle';
import { vehiclePageView, type VehiclePageView } from './page-view';
import { vehicleText } from './vehicle-words';
import { refreshOwnershipCost } from './ownership-open';

/** What 'Vehicle not found' / 'Vehicle unavailable' shows (VehicleMissing.astro): the title, and the text when any. */
export type MissingView = { title: string; text: string };

export const LIVE_TEMPLATE_IDS = {
  page: templateId<VehiclePageView>('vehicle-page-template'),
  missing: templateId<MissingView>('vehicle-missing-template'),
};

/** Similar cars from the inventory index (none when it cannot be read: the section is left out). */
async function similarFor(v: Vehicle): Promise<VehicleCard[]> {
  try {
    const { similarCards } = await import('./live-similar');
    return await similarCards(v);
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
  /** The car and the words it was drawn with, when found: for the similar cars drawn after it. */
  found?: { vehicle: Vehicle; text: VehicleText };
}

/**
 * `similar`: 'with' waits for the similar cars and draws them with the car; 'after' draws the car
 * without them (the section left out), for `addSimilar` once the inventory index has arrived.
 */
async function liveView(id: string | null, doc: Document, similar: 'with' | 'after'): Promise<LiveView | null> {
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
  const view = vehiclePageView(vehicle, similar === 'with' ? await similarFor(vehicle) : [], text);
  return {
    kind: 'found',
    el: fromTemplate(LIVE_TEMPLATE_IDS.page, view, doc),
    title: `${view.shareTitle} | ${site.brand}`,
    found: { vehicle, text },
  };
}

/**
 * Adds the similar cars to a page drawn without them: the template filled again with them, and its
 * similar section (a child of the page's root, left out of the first fill) put in its place.
 */
async function addSimilar(page: Element, { vehicle, text }: NonNullable<LiveView['found']>, doc: Document) {
  const cards = await similarFor(vehicle);
  if (cards.length === 0) return;
  const full = fromTemplate(LIVE_TEMPLATE_IDS.page, vehiclePageView(vehicle, cards, text), doc);
  const section = full?.querySelector(':scope > [aria-labelledby="similar-heading"]');
  if (!full || !section || !page.isConnected) return;
  const at = Array.from(full.children).indexOf(section);
  page.insertBefore(section, page.children[at] ?? null);
}

// The inspection report is prebuilt HTML only (no checklist in any script): the live view shows the
// one of the car's prebuilt page, in the template's slot for it. A car newer than the build has
// none until the next build.
const REPORT = '[data-inspection-report]';

/** Puts `report` (from the built page, or this car's prebuilt page) in the live page's slot. */
function placeReport(page: Element, report: Element | null | undefined): void {
  const slot = page.querySelector('[data-inspection-slot]');
  if (slot && report) slot.replaceWith(page.ownerDocument.importNode(report, true));
}

/** The report of the car's prebuilt page in this language, if the build made one. */
async function builtReport(id: string): Promise<Element | null> {
  try {
    const res = await fetch(paths.vehicle(encodeURIComponent(id), pageLang()));
    if (!res.ok) return null;
    return new DOMParser().parseFromString(await res.text(), 'text/html').querySelector(REPORT);
  } catch {
    return null;
  }
}

function show(target: Element, result: LiveView | null): void {
  if (!result?.el) return;
  result.el.setAttribute('data-vehicle-live', '');
  target.replaceWith(result.el);
  document.title = result.title;
  void refreshOwnershipCost(result.el);
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

/** /vehicle-live: the car in the address, read live; its similar cars follow once the index is in. */
export async function startLivePage(): Promise<void> {
  const target = document.querySelector('[data-vehicle-live]');
  if (!target) return;
  const id = idFromLocation();
  const [result, report] = await Promise.all([liveView(id, document, 'after'), id ? builtReport(id) : null]);
  if (result?.el) placeReport(result.el, report);
  show(target, result);
  if (result?.el && result.found) await addSimilar(result.el, result.found, document);
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
  // The built page stays until the live one is whole: its similar cars are drawn with it.
  const result = await liveView(id, doc, 'with');
  if (result?.el) placeReport(result.el, page.querySelector(REPORT));
  // An API failure between the freshness check and now keeps the built page.
  if (result?.kind !== 'error') show(page, result);
}
