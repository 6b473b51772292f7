// $inventory: the shared vehicle data provider (SPEC.md §4). One list for every island, kept
// newest first, changed only through these actions, which talk to the bound repository.
import { atom } from 'nanostores';
import type { VehicleRepo } from '../lib/vehicle-repo';
import type { Vehicle, VehicleInput } from '../lib/vehicle';

export type InventoryState = {
  vehicles: Vehicle[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
};

export const $inventory = atom<InventoryState>({ vehicles: [], status: 'idle', error: null });

let repo: VehicleRepo | null = null;

export function bindInventory(next: VehicleRepo): void {
  repo = next;
}

function need(): VehicleRepo {
  if (!repo) throw new Error('Inventory is not bound to a data source');
  return repo;
}

// Compare instants, not strings: offsets in timestamps may differ between answers.
const newestFirst = (a: Vehicle, b: Vehicle): number =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.id.localeCompare(b.id);

function setVehicles(vehicles: Vehicle[]): void {
  $inventory.set({ vehicles: [...vehicles].sort(newestFirst), status: 'ready', error: null });
}

const without = (id: string): Vehicle[] => $inventory.get().vehicles.filter((v) => v.id !== id);

export async function loadInventory(): Promise<void> {
  $inventory.set({ ...$inventory.get(), status: 'loading', error: null });
  try {
    setVehicles(await need().list());
  } catch (e) {
    $inventory.set({ ...$inventory.get(), status: 'error', error: e instanceof Error ? e.message : String(e) });
  }
}

/** Each action throws on failure and leaves the list untouched, so callers can report it. */
export async function addVehicle(input: VehicleInput): Promise<Vehicle> {
  const created = await need().insert(input);
  setVehicles([created, ...without(created.id)]);
  return created;
}

export async function updateVehicle(id: string, input: VehicleInput): Promise<Vehicle> {
  const updated = await need().update(id, input);
  setVehicles([updated, ...without(id)]);
  return updated;
}

export async function removeVehicle(id: string): Promise<void> {
  await need().softDelete(id);
  setVehicles(without(id));
}

export async function restoreVehicle(id: string): Promise<Vehicle> {
  const restored = await need().restore(id);
  setVehicles([restored, ...without(id)]);
  return restored;
}
