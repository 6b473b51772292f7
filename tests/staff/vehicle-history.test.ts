import { describe, expect, it } from 'vitest';
import type { Vehicle } from '~/lib/vehicle';
import { describeChanges, restorable, versionAfter, type HistoryEntry } from '~/data/vehicles';
import { aVehicle } from '../support/vehicle';

const current: Vehicle = aVehicle({
  id: 'v1',
  make: 'Porsche',
  model: 'Cayenne S',
  year: 2021,
  price: 480000,
  mileage: 41000,
  condition: 'Very Good',
  bodyType: 'SUV',
  color: 'Black',
  features: ['BOSE'],
  images: ['/seed/a.svg'],
  vehicleDetails: 'Two keys',
  origin: 'Local',
  registrationYear: 2021,
  previousOwners: 1,
  warrantyMonths: 12,
  engineCapacityCc: 2894,
  updatedAt: '2026-01-03T00:00:00Z',
});
const entry = (id: number, action: HistoryEntry['action'], changes: HistoryEntry['changes']): HistoryEntry => ({
  id,
  action,
  actor_username: 'aisyah',
  actor_role: 'authenticated',
  changed_at: '2026-01-01T00:00:00Z',
  changes,
});
// Newest first, as get_vehicle_history answers.
const entries: HistoryEntry[] = [
  entry(4, 'restore', { deleted_at: { old: '2026-01-02T00:00:00Z', new: null } }),
  entry(3, 'update', { price: { old: 520000, new: 480000 }, model: { old: 'Cayenne', new: 'Cayenne S' } }),
  entry(2, 'update', { features: { old: [], new: ['BOSE'] }, vehicle_details: { old: 'One key', new: 'Two keys' } }),
  entry(1, 'insert', { make: { old: null, new: 'Porsche' }, price: { old: null, new: 520000 } }),
];

describe('versionAfter', () => {
  it('undoes every later change to the editable fields, newest first', () => {
    expect(versionAfter(current, entries, 2)).toMatchObject({
      model: 'Cayenne',
      price: 520000,
      features: ['BOSE'],
      vehicleDetails: 'Two keys',
    });
    expect(versionAfter(current, entries, 3)).toMatchObject({
      model: 'Cayenne',
      price: 520000,
      features: [],
      vehicleDetails: 'One key',
      make: 'Porsche',
    });
  });

  it('leaves the current values for index 0', () => {
    const { id: _i, createdAt: _c, updatedAt: _u, ...input } = current;
    expect(versionAfter(current, entries, 0)).toEqual(input);
  });
});

describe('restorable', () => {
  it('offers every entry but the newest, when a later entry changed an editable field', () => {
    expect(entries.map((_, i) => restorable(entries, i))).toEqual([false, false, true, true]);
  });
});

describe('describeChanges', () => {
  it('reads each changed field with its label and formatted values', () => {
    expect(describeChanges(entries[1]!)).toEqual(['Model: Cayenne → Cayenne S', 'Price: MYR 520,000 → MYR 480,000']);
    expect(describeChanges(entries[2]!)).toEqual(['Features: (none) → BOSE', 'Vehicle Details: One key → Two keys']);
    expect(describeChanges(entries[3]!)).toEqual(['Make: Porsche', 'Price: MYR 520,000']);
    expect(describeChanges(entries[0]!)).toEqual([]);
  });
});
