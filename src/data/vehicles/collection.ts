// Build-time inventory: every non-deleted vehicle with its page columns, read once per build
// straight from Supabase through the one paged reader (./read.ts), validated row by row there, and
// shared by every route in the build. Not an Astro content collection: the content layer would
// copy all N vehicles into its data store, bundle that store into the server build and validate
// each entry again (a few seconds per 10,000 vehicles, and a large share of the build's memory).
// An unreachable backend fails the build loudly.
//
// The rebuild loop (scripts/host/3-plan/incremental.ts) may hand the build its data instead
// (MEWAH_BUILD_DATA: a JSON file of the rows it read, so it knows exactly what the build saw) and
// ask for only some vehicle pages (MEWAH_ONLY_VEHICLES: a JSON file of ids) and static inventory
// pages (MEWAH_ONLY_INVENTORY: a JSON file of page numbers).
//
// node:fs and astro:env are loaded when a loader first runs, not imported with this module: the one
// entry (./index.ts) re-exports these loaders, and islands and scripts/ import that entry too.
import { limits } from '~/config/constants';
import { apiKeyOf } from '~/config/local-supabase';
import type { Vehicle } from '~/lib/vehicle';
import { inventoryPagesOf, listedOf, vehiclePagesOf, type VehiclePage } from './build-plan';
import { toCard, type VehicleCard } from './card';
import { readAll } from './read';
import { fetchPriceHistory, type PricePoint } from './price-history';
import { fromRow, type VehicleRow } from './row';
import { buildStampOf, type BuildStamp } from './stamp';

const PAGE = 1000;

const readText = (file: string): Promise<string> => process.getBuiltinModule('node:fs/promises').readFile(file, 'utf8');

/** The build's REST source: the API and its key (PUBLIC_SUPABASE_PUBLISHABLE_KEY, or the deprecated anon key). */
async function buildSource(): Promise<{ url: string; anonKey: string }> {
  const env = await import('astro:env/client');
  return {
    url: env.PUBLIC_SUPABASE_URL,
    anonKey: apiKeyOf(env.PUBLIC_SUPABASE_PUBLISHABLE_KEY, env.PUBLIC_SUPABASE_ANON_KEY),
  };
}

async function loadVehicles(): Promise<Vehicle[]> {
  const dataFile = process.env.MEWAH_BUILD_DATA;
  // Rows the rebuild loop already read and validated through the same reader, in the one order.
  if (dataFile) return (JSON.parse(await readText(dataFile)) as VehicleRow[]).map(fromRow);
  const { url, anonKey } = await buildSource();
  try {
    // readAll pages in the one order (newest first), so the list needs no sort here.
    return (await readAll({ url, anonKey }, { columns: 'page', limit: PAGE })).map(fromRow);
  } catch (e) {
    throw new Error(
      `[vehicles loader] Cannot read vehicles from Supabase at ${url}: ${e instanceof Error ? e.message : String(e)}. ` +
        'Start the local backend (npm run supabase) or set PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_PUBLISHABLE_KEY.',
      { cause: e },
    );
  }
}

// One read per build process: every page of the build imports this module once.
let vehicles: Promise<Vehicle[]> | null = null;
let cards: Promise<VehicleCard[]> | null = null;

/** Every public vehicle, newest first (the one order). */
export function allVehicles(): Promise<Vehicle[]> {
  vehicles ??= loadVehicles();
  return vehicles;
}

/** The same vehicles as cards, in the same order. */
export function allCards(): Promise<VehicleCard[]> {
  cards ??= allVehicles().then((list) => list.map(toCard));
  return cards;
}

/** The cards /inventory lists by default: every vehicle not sold, in the one order. */
export async function listedCards(): Promise<VehicleCard[]> {
  return listedOf(await allCards());
}

/** The keys the rebuild loop asks this build to render (`variable` names a JSON file), or null for all. */
async function onlyFrom(variable: 'MEWAH_ONLY_VEHICLES' | 'MEWAH_ONLY_INVENTORY'): Promise<Set<unknown> | null> {
  const file = process.env[variable];
  return file ? new Set(JSON.parse(await readText(file)) as unknown[]) : null;
}

/** Every vehicle page to render in this build, with its similar vehicles. */
export async function vehiclePages(): Promise<VehiclePage[]> {
  const pages = vehiclePagesOf(await allVehicles(), await allCards(), limits.similarCount);
  const only = await onlyFrom('MEWAH_ONLY_VEHICLES');
  return only ? pages.filter((p) => only.has(p.vehicle.id)) : pages;
}

/** Every static inventory page from /inventory/2 on to render in this build. */
export async function inventoryPages(): Promise<ReturnType<typeof inventoryPagesOf>> {
  const pages = inventoryPagesOf(await listedCards());
  const only = await onlyFrom('MEWAH_ONLY_INVENTORY');
  return only ? pages.filter((p) => only.has(p.page)) : pages;
}

let histories: Promise<Map<string, PricePoint[]>> | null = null;

/** A vehicle's public price history (empty when its price never changed); one read per build. */
export async function priceHistoryOf(id: string): Promise<PricePoint[]> {
  histories ??= buildSource().then((src) => fetchPriceHistory(src));
  return (await histories).get(id) ?? [];
}

/** What this build saw: the latest updated_at and the count, for the live delta. */
export async function buildStamp(): Promise<BuildStamp> {
  return buildStampOf(await allVehicles());
}

export { pageCountFor, pageSlice } from '~/lib/pagination';
