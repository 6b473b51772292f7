// $inventory (src/features/admin/stock/inventory-store.ts): the staff list's store over its repository.
import { describe, expect, it } from 'vitest';
import {
  $inventory,
  addVehicle,
  bindInventory,
  loadInventory,
  loadMore,
  removeVehicle,
  restoreVehicle,
  updateVehicle,
} from '~/features/admin/stock/inventory-store';
import { VehicleConflict, type VehicleRepo } from '~/data/vehicles';
import type { DraftVehicle, VehicleInput } from '~/lib/vehicle';
import { anInput } from '../support/vehicle';

const input = (make: string): VehicleInput =>
  anInput({
    make,
    model: 'M',
    price: 1,
    mileage: 1,
    condition: 'Good',
    color: 'Red',
    vehicleDetails: 'x',
  });

/** An in-memory repository with a clock, so "newest first" is observable. */
function memoryRepo(failing = false): VehicleRepo {
  let clock = 0;
  const rows = new Map<string, DraftVehicle & { deleted: boolean }>();
  const stamp = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)).toISOString();
  const check = () => {
    if (failing) throw new Error('offline');
  };
  return {
    page: async ({ search, after, limit }) => {
      check();
      const q = search.toLowerCase();
      const live = [...rows.values()]
        .filter((r) => !r.deleted && (r.make.toLowerCase().includes(q) || r.model.toLowerCase().includes(q)))
        .sort((x, y) => y.createdAt.localeCompare(x.createdAt));
      const from = after ? live.findIndex((r) => r.id === after.id) + 1 : 0;
      const slice = live.slice(from, from + limit);
      const last = slice[slice.length - 1];
      return {
        vehicles: slice,
        next: slice.length === limit && last ? { createdAt: last.createdAt, id: last.id } : null,
        total: after ? null : live.length,
      };
    },
    insert: async (i) => {
      check();
      const v = {
        ...i,
        id: `id${clock}`,
        createdAt: stamp(),
        updatedAt: stamp(),
        deleted: false,
        previousPrice: null,
        priceReducedAt: null,
      };
      rows.set(v.id, v);
      return v;
    },
    update: async (id, i, version) => {
      check();
      if (rows.get(id)!.updatedAt !== version) throw new VehicleConflict(rows.get(id)!);
      const v = { ...rows.get(id)!, ...i, updatedAt: stamp() };
      rows.set(id, v);
      return v;
    },
    softDelete: async (id) => {
      check();
      rows.get(id)!.deleted = true;
    },
    restore: async (id) => {
      check();
      const v = rows.get(id)!;
      v.deleted = false;
      return v;
    },
  };
}

describe('$inventory', () => {
  it('adds newest first, updates in place, removes and restores', async () => {
    bindInventory(memoryRepo());
    await loadInventory();
    expect($inventory.get()).toEqual({
      vehicles: [],
      status: 'ready',
      error: null,
      search: '',
      statusFilter: null,
      total: 0,
      next: null,
      loadingMore: false,
    });
    const a = await addVehicle(input('Audi'));
    const b = await addVehicle(input('BMW'));
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['BMW', 'Audi']);
    await updateVehicle(a.id, input('Audi RS'), a.updatedAt);
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['BMW', 'Audi RS']);
    // A second save from the version `a` was read at is refused; the list shows the saved one.
    await expect(updateVehicle(a.id, input('Audi S4'), a.updatedAt)).rejects.toBeInstanceOf(VehicleConflict);
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['BMW', 'Audi RS']);
    await removeVehicle(b.id);
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['Audi RS']);
    await restoreVehicle(b.id);
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['BMW', 'Audi RS']);
    await loadInventory();
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['BMW', 'Audi RS']);
  });

  it('reads the list a page at a time and searches by make or model', async () => {
    const repo = memoryRepo();
    bindInventory(repo);
    await loadInventory('');
    for (let i = 0; i < 35; i++) await repo.insert(input(i % 5 === 0 ? 'Porsche' : 'Audi'));
    await loadInventory();
    expect($inventory.get()).toMatchObject({ status: 'ready', total: 35, search: '' });
    expect($inventory.get().vehicles).toHaveLength(30);
    const shown = $inventory.get().vehicles;
    // The cursor names the last vehicle shown, so the next page starts right after it.
    expect($inventory.get().next).toEqual({ createdAt: shown[29]?.createdAt, id: shown[29]?.id });
    await loadMore();
    expect($inventory.get().vehicles).toHaveLength(35);
    expect($inventory.get().next).toBeNull();
    expect(new Set($inventory.get().vehicles.map((v) => v.id)).size).toBe(35);
    await loadInventory('porS');
    expect($inventory.get()).toMatchObject({ total: 7, search: 'porS' });
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(Array(7).fill('Porsche'));
    // An added vehicle that does not match the search stays out of the list.
    await addVehicle(input('Lexus'));
    expect($inventory.get()).toMatchObject({ total: 7 });
    await addVehicle(input('Porsche'));
    expect($inventory.get().total).toBe(8);
    expect($inventory.get().vehicles[0]?.make).toBe('Porsche');
    await loadInventory('');
  });

  it('throws and leaves the list untouched when the source fails', async () => {
    bindInventory(memoryRepo());
    await loadInventory();
    await addVehicle(input('Lexus'));
    bindInventory(memoryRepo(true));
    await expect(addVehicle(input('Jaguar'))).rejects.toThrow('offline');
    await expect(removeVehicle('id0')).rejects.toThrow('offline');
    expect($inventory.get().vehicles.map((v) => v.make)).toEqual(['Lexus']);
    await loadInventory();
    expect($inventory.get()).toMatchObject({ status: 'error', error: 'offline' });
  });
});
