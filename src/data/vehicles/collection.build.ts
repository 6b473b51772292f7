// Build-time inventory: every non-deleted vehicle with its page columns, read once per build
// straight from Supabase through the one paged reader (./read.ts), validated row by row there, and
// shared by every route in the build. Not an Astro content collection: the content layer would
// copy all N vehicles into its data store, bundle that store into the server build and validate
// each entry again (a few seconds per 10,000 vehicles, and a large share of the build's memory).
// An unreachable backend fails the build loudly.
//
// The rebuild loop (scripts/host/plan/incremental.ts) may hand the build its data instead (the
// rows it read, so it knows exactly what the build saw) and ask for only some vehicle pages and
// static inventory pages: the rebuild contract (./rebuild-contract.server.ts), read once per build.
//
// Runs only inside the Astro build (.build.ts): astro:env gives the API's address and key.
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { limits } from '~/config/constants';
import { apiKeyOf } from '~/config/local-supabase';
import type { Vehicle } from '~/lib/vehicle';
import { inventoryPagesOf, listedOf, vehiclePagesOf, type VehiclePage } from './build-plan.server';
import { toCard, type VehicleCard } from './card';
import { readAll } from './read';
import { fetchPriceHistory, type PricePoint } from './price-history';
import { fetchPublishedInspections } from '../inspections';
import { fetchPublicIdentifiers, type PublicIdentifier } from './identifiers';
import { summaryOf, type InspectionReport } from '~/lib/inspection/report';
import { readBuildRows, readRebuildContract, type RebuildContract } from './rebuild-contract.server';
import { fromRow } from './vehicle-row';
import { buildStampOf, type BuildStamp } from './build-stamp';

const PAGE = 1000;

/** The build's REST source: the API and its key (PUBLIC_SUPABASE_PUBLISHABLE_KEY, or the deprecated anon key). */
const source = {
  url: PUBLIC_SUPABASE_URL,
  anonKey: apiKeyOf(PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_ANON_KEY),
};

// One read of the rebuild contract per build process (null: a plain full build).
let contract: Promise<RebuildContract | null> | null = null;
const rebuild = (): Promise<RebuildContract | null> => (contract ??= readRebuildContract());

async function loadVehicles(): Promise<Vehicle[]> {
  // Rows the rebuild loop already read through the same reader, in the one order.
  const rows = (await rebuild())?.rows;
  if (rows) return (await readBuildRows(rows)).map(fromRow);
  const { url, anonKey } = source;
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
  cards ??= Promise.all([allVehicles(), inspections()]).then(([list, reports]) =>
    list.map((v) => withInspection(toCard(v), reports.get(v.id))),
  );
  return cards;
}

/** The cards /inventory lists by default: every vehicle not sold, in the one order. */
export async function listedCards(): Promise<VehicleCard[]> {
  return listedOf(await allCards());
}

/** Every vehicle page to render in this build, with its similar vehicles. */
export async function vehiclePages(): Promise<VehiclePage[]> {
  const pages = vehiclePagesOf(await allVehicles(), await allCards(), limits.similarCount);
  const only = (await rebuild())?.onlyVehicles;
  if (!only) return pages;
  const ids = new Set(only);
  return pages.filter((p) => ids.has(p.vehicle.id));
}

/** Every static inventory page from /inventory/2 on to render in this build. */
export async function inventoryPages(): Promise<ReturnType<typeof inventoryPagesOf>> {
  const pages = inventoryPagesOf(await listedCards());
  const only = (await rebuild())?.onlyInventory;
  if (!only) return pages;
  const numbers = new Set(only);
  return pages.filter((p) => numbers.has(p.page));
}

let histories: Promise<Map<string, PricePoint[]>> | null = null;

/** A vehicle's public price history (empty when its price never changed); one read per build. */
export async function priceHistoryOf(id: string): Promise<PricePoint[]> {
  histories ??= fetchPriceHistory(source);
  return (await histories).get(id) ?? [];
}

let reports: Promise<Map<string, InspectionReport>> | null = null;
const inspections = (): Promise<Map<string, InspectionReport>> => (reports ??= fetchPublishedInspections(source));

/** A card with its 'Inspected' mark: the points its newest published report checked. */
const withInspection = (card: VehicleCard, report: InspectionReport | undefined): VehicleCard =>
  report ? { ...card, inspectedPoints: summaryOf(report).checked } : card;

/** A vehicle's newest published inspection report, or null; every report is read once per build. */
export async function inspectionOf(id: string): Promise<InspectionReport | null> {
  return (await inspections()).get(id) ?? null;
}

let identifiers: Promise<Map<string, PublicIdentifier>> | null = null;

/** Each listed car's public identifiers (the last 4 of its chassis number, a valid VIN); one read per build. */
export function publicIdentifiers(): Promise<Map<string, PublicIdentifier>> {
  identifiers ??= fetchPublicIdentifiers(source);
  return identifiers;
}

/** What this build saw: the latest updated_at and the count, for the live delta. */
export async function buildStamp(): Promise<BuildStamp> {
  return buildStampOf(await allVehicles());
}

export { pageCountFor, pageSlice } from '~/lib/inventory/pagination';
