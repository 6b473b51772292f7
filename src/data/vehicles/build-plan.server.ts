// What each prebuilt vehicle page and static inventory page shows, as a manifest a build leaves
// beside its output, and the pages an edit affects. A vehicle page shows its own vehicle and the
// cards of its similar vehicles; so after a change it must be rendered again when its vehicle
// changed, when its similar list changed, or when a card in that list changed. An inventory page
// (/inventory/N) shows its 24 cards, its number, the page count (its pager) and the total; it is
// rendered again when any of those changed. Everything else can be kept.
//
// Runs in Node only (.server.ts): the build (collection.build.ts) and the rebuild loop (scripts/host).
import { createHash } from 'node:crypto';
import { pageCountFor, pageSlice } from '~/lib/inventory/pagination';
import { similarFinder, suggestable } from '~/lib/vehicle/similar';
import type { Vehicle } from '~/lib/vehicle';
import type { VehicleCard } from './card';

export const MANIFEST_FILE = '.mewah-manifest.json';
export const MANIFEST_VERSION = 2;

export interface PagePlan {
  id: string;
  /** Hash of everything the vehicle's own page shows of it. */
  page: string;
  /** Hash of its card (what other pages show of it). */
  card: string;
  /** Ids of the similar vehicles shown on its page, in order. */
  similar: string[];
}

export interface BuildManifest {
  version: number;
  vehicles: PagePlan[];
  /** Hash of what each static inventory page shows, from /inventory/2 on (index 0 is page 2). */
  inventory: string[];
}

const hash = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

export interface VehiclePage {
  vehicle: Vehicle;
  similar: VehicleCard[];
}

/** Every vehicle page with its similar cards (`cards` is `vehicles` as cards, same order). */
export function vehiclePagesOf(
  vehicles: readonly Vehicle[],
  cards: readonly VehicleCard[],
  count: number,
): VehiclePage[] {
  const find = similarFinder(suggestable(cards));
  return vehicles.map((vehicle, i) => ({ vehicle, similar: find(cards[i] as VehicleCard, count) }));
}

/** The cards the inventory lists (every vehicle not sold), in the order given (the one order). */
export const listedOf = (cards: readonly VehicleCard[]): VehicleCard[] => cards.filter((c) => c.status !== 'sold');

/** What every static inventory page from /inventory/2 on shows (`listed`: listedOf the cards). */
export function inventoryPagesOf(
  listed: readonly VehicleCard[],
): Array<{ page: number; count: number; cards: VehicleCard[]; total: number }> {
  const count = pageCountFor(listed.length);
  return Array.from({ length: count - 1 }, (_, i) => i + 2).map((page) => ({
    page,
    count,
    cards: pageSlice(listed, page),
    total: listed.length,
  }));
}

export function manifestOf(pages: readonly VehiclePage[], cardOf: (v: Vehicle) => VehicleCard): BuildManifest {
  const cards = pages.map(({ vehicle }) => cardOf(vehicle));
  const cardHash = new Map(cards.map((c) => [c.id, hash(c)]));
  return {
    version: MANIFEST_VERSION,
    vehicles: pages.map(({ vehicle, similar }) => ({
      id: vehicle.id,
      page: hash(vehicle),
      card: cardHash.get(vehicle.id) as string,
      similar: similar.map((c) => c.id),
    })),
    inventory: inventoryPagesOf(listedOf(cards)).map(({ page, count, cards: on, total }) =>
      hash([page, count, total, on.map((c) => cardHash.get(c.id))]),
    ),
  };
}

export interface Affected {
  /** Vehicle pages to render again (new ones included). */
  render: string[];
  /** Vehicle pages to remove (vehicles no longer public). */
  remove: string[];
  /** Static inventory pages (their numbers, 2 and up) to render again, new ones included. */
  inventoryRender: number[];
  /** Static inventory pages that no longer exist (fewer listed vehicles). */
  inventoryRemove: number[];
}

/** The vehicle pages that differ between two manifests, and the ones that went away. */
export function affectedPages(before: BuildManifest, after: BuildManifest): Affected {
  const old = new Map(before.vehicles.map((p) => [p.id, p]));
  const now = new Map(after.vehicles.map((p) => [p.id, p]));
  // Cards that look different now, appeared or disappeared: any page listing them changes.
  const changedCards = new Set<string>();
  for (const [id, p] of now) if (old.get(id)?.card !== p.card) changedCards.add(id);
  for (const id of old.keys()) if (!now.has(id)) changedCards.add(id);
  const render: string[] = [];
  for (const [id, p] of now) {
    const was = old.get(id);
    const same =
      was !== undefined &&
      was.page === p.page &&
      was.similar.length === p.similar.length &&
      was.similar.every((s, i) => s === p.similar[i]) &&
      !p.similar.some((s) => changedCards.has(s));
    if (!same) render.push(id);
  }
  const remove = [...old.keys()].filter((id) => !now.has(id));
  const pageNumber = (i: number): number => i + 2;
  const inventoryRender = after.inventory.flatMap((h, i) => (before.inventory[i] === h ? [] : [pageNumber(i)]));
  const inventoryRemove = before.inventory
    .slice(after.inventory.length)
    .map((_, i) => pageNumber(after.inventory.length + i));
  return { render, remove, inventoryRender, inventoryRemove };
}
