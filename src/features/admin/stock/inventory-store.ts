// $inventory: the shared vehicle data provider (docs/product.md §4). The staff list in the one order,
// read page by page as it is scrolled (never every row at once), optionally narrowed by a search
// of make or model; changed only through these actions, which talk to the bound repository.
import { atom } from 'nanostores';
import { compareNewestFirst, VehicleConflict, type Cursor, type VehicleRepo } from '~/data/vehicles/browser';
import type { DraftVehicle, DraftVehicleInput, VehicleStatus } from '~/lib/vehicle';
import { STAFF_PAGE_SIZE } from './staff-page-size';

type InventoryState = {
  /** The pages read so far, in the one order. */
  vehicles: DraftVehicle[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** The make, model or stock number search the list answers. */
  search: string;
  /** Only vehicles of this status (the Draft filter); null for all. */
  statusFilter: VehicleStatus | null;
  /** Matching vehicles in all (null until known). */
  total: number | null;
  /** Where the next page starts; null when every matching vehicle is loaded. */
  next: Cursor | null;
  loadingMore: boolean;
};

const INITIAL: InventoryState = {
  vehicles: [],
  status: 'idle',
  error: null,
  search: '',
  statusFilter: null,
  total: null,
  next: null,
  loadingMore: false,
};
export const $inventory = atom<InventoryState>(INITIAL);

let repo: VehicleRepo | null = null;
/** Bumped by every new first page, so answers to a superseded search are dropped. */
let generation = 0;

export function bindInventory(next: VehicleRepo): void {
  repo = next;
  generation++;
}

function need(): VehicleRepo {
  if (!repo) throw new Error('Inventory is not bound to a data source');
  return repo;
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const patch = (p: Partial<InventoryState>): void => $inventory.set({ ...$inventory.get(), ...p });

/** The first page for `search` (default: the current search); later pages come from loadMore. */
export async function loadInventory(
  search: string = $inventory.get().search,
  statusFilter: VehicleStatus | null = $inventory.get().statusFilter,
): Promise<void> {
  const mine = ++generation;
  patch({ status: 'loading', error: null, search, statusFilter, loadingMore: false });
  try {
    const page = await need().page({ search, status: statusFilter, after: null, limit: STAFF_PAGE_SIZE });
    if (mine !== generation) return;
    patch({
      vehicles: page.vehicles,
      next: page.next,
      total: page.total ?? (page.next ? null : page.vehicles.length),
      status: 'ready',
    });
  } catch (e) {
    if (mine === generation) patch({ vehicles: [], next: null, total: null, status: 'error', error: message(e) });
  }
}

/** Whether the first page now loaded or on its way was asked ahead, for the list to take once. */
let prefetched = false;

/** Ask for the first page ahead of the list (the island, as it starts, with a stored session). */
export function prefetchInventory(): void {
  prefetched = true;
  void loadInventory();
}

/**
 * Take the first page /manage-inventory's first cards were drawn with (asked without supabase-js;
 * first-cards.ts): the list shows it at once and asks for it only when it appears anew.
 */
export function seedInventory(page: { vehicles: DraftVehicle[]; next: Cursor | null; total: number | null }): void {
  generation++;
  prefetched = true;
  patch({
    vehicles: page.vehicles,
    next: page.next,
    total: page.total ?? (page.next ? null : page.vehicles.length),
    status: 'ready',
    error: null,
    search: '',
    statusFilter: null,
    loadingMore: false,
  });
}

/** The list's first page as the list appears: the one asked ahead if any, else asked now. */
export async function startInventory(): Promise<void> {
  if (prefetched) {
    prefetched = false;
    return;
  }
  await loadInventory();
}

/** The next page, when there is one and none is on its way. */
export async function loadMore(): Promise<void> {
  const s = $inventory.get();
  if (!s.next || s.loadingMore || s.status !== 'ready') return;
  const mine = generation;
  patch({ loadingMore: true });
  try {
    const page = await need().page({ search: s.search, status: s.statusFilter, after: s.next, limit: STAFF_PAGE_SIZE });
    if (mine !== generation) return;
    const have = new Set($inventory.get().vehicles.map((v) => v.id));
    patch({
      vehicles: [...$inventory.get().vehicles, ...page.vehicles.filter((v) => !have.has(v.id))],
      next: page.next,
      loadingMore: false,
    });
  } catch (e) {
    if (mine === generation) patch({ loadingMore: false, error: message(e) });
  }
}

/** Same rule as the server's search: a case-insensitive substring of make, model or stock number. */
const matchesStaffSearch = (
  v: Pick<DraftVehicle, 'make' | 'model'> & { stockNumber?: string | null },
  search: string,
): boolean => {
  const q = search.trim().toLowerCase();
  return (
    !q ||
    v.make.toLowerCase().includes(q) ||
    v.model.toLowerCase().includes(q) ||
    (v.stockNumber ?? '').toLowerCase().includes(q)
  );
};

/** The search and the status filter together. */
const matchesList = (v: Pick<DraftVehicle, 'make' | 'model' | 'stockNumber' | 'status'>, s: InventoryState): boolean =>
  matchesStaffSearch(v, s.search) && (s.statusFilter === null || v.status === s.statusFilter);

/**
 * Puts `v` at its place in the loaded list when it belongs there: it matches the search, and it
 * falls within the loaded range (or everything is loaded); otherwise a later page brings it.
 */
function place(v: DraftVehicle, wasListed: boolean): void {
  const s = $inventory.get();
  const list = s.vehicles.filter((x) => x.id !== v.id);
  const matches = matchesList(v, s);
  const last = list[list.length - 1];
  const inRange = s.next === null || (last !== undefined && compareNewestFirst(v, last) < 0);
  let total = s.total;
  if (matches && inRange) {
    const at = list.findIndex((x) => compareNewestFirst(v, x) < 0);
    list.splice(at === -1 ? list.length : at, 0, v);
  }
  if (total !== null && matches !== wasListed) total += matches ? 1 : -1;
  patch({ vehicles: list, total, status: 'ready', error: null });
}

const listed = (id: string): boolean => $inventory.get().vehicles.some((v) => v.id === id);

/** Each action throws on failure and leaves the list untouched, so callers can report it. */
export async function addVehicle(input: DraftVehicleInput): Promise<DraftVehicle> {
  const created = await need().insert(input);
  place(created, false);
  return created;
}

/** `version` is the `updated_at` of the vehicle as the editor read it; a later save by anyone refuses this one. */
export async function updateVehicle(id: string, input: DraftVehicleInput, version: string): Promise<DraftVehicle> {
  const was = listed(id) || matchesList(input, $inventory.get());
  try {
    const updated = await need().update(id, input, version);
    place(updated, was);
    return updated;
  } catch (e) {
    // The list shows their version from now on, whatever the editor decides.
    if (e instanceof VehicleConflict) place(e.current, listed(id));
    throw e;
  }
}

/** A price correction saved (correct_vehicle_price): the listed car shows its new price and version. */
export function applyPriceCorrection(id: string, price: number, updatedAt: string): void {
  const s = $inventory.get();
  patch({ vehicles: s.vehicles.map((v) => (v.id === id ? { ...v, price, updatedAt } : v)) });
}

export async function removeVehicle(id: string): Promise<void> {
  await need().softDelete(id);
  const s = $inventory.get();
  const was = s.vehicles.some((v) => v.id === id);
  patch({ vehicles: s.vehicles.filter((v) => v.id !== id), total: s.total !== null && was ? s.total - 1 : s.total });
}

export async function restoreVehicle(id: string): Promise<DraftVehicle> {
  const restored = await need().restore(id);
  place(restored, false);
  return restored;
}
