// The one vehicle fixture builder (docs/testing.md): every test that needs a vehicle builds it here and
// names only what it is about, so a new column means one default here, not a copy per file.
//   aVehicle(over)  a Vehicle as the app holds it (camelCase)
//   anInput(over)   a VehicleInput, what the form and the repository write
//   aCard(over)     the card projection of aVehicle (the product's toCard)
//   aRow(over)      a row of public.vehicles as PostgREST answers it (snake_case; the product's toRow)
//   anInsert(over)  an insert payload for /rest/v1/vehicles: the columns a listed car needs, loosely
//                   typed because the security and schema suites send invalid values on purpose
// Every default is a valid listed car (a 2022 BMW M340i xDrive sedan).
import { toCard, toRow, type VehicleCard, type VehicleRow } from '~/data/vehicles';
import type { Vehicle, VehicleInput } from '~/lib/vehicle';

const DEFAULTS: Vehicle = {
  id: '5eed0000-0000-4000-8000-0000000000f1',
  make: 'BMW',
  model: 'M340i xDrive',
  variant: null,
  year: 2022,
  price: 299_000,
  mileage: 12_000,
  fuelType: 'Gasoline',
  transmission: 'Automatic',
  condition: 'Excellent',
  bodyType: 'Sedan',
  color: 'Black Sapphire',
  features: [],
  images: [],
  vehicleDetails: { exterior: [], interior: [], drivetrain: [] },
  status: 'available',
  origin: null,
  registrationYear: null,
  previousOwners: null,
  warrantyMonths: null,
  engineCapacityCc: null,
  motorPowerKw: null,
  stockNumber: null,
  previousPrice: null,
  priceReducedAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** A Vehicle: the defaults with `over` on top (lists copied, so tests may change them). */
export const aVehicle = (over: Partial<Vehicle> = {}): Vehicle => ({
  ...structuredClone(DEFAULTS),
  ...over,
});

/** A VehicleInput: aVehicle without what the database sets (id, timestamps, the price drop). */
export function anInput(over: Partial<VehicleInput> = {}): VehicleInput {
  const { id: _id, createdAt: _c, updatedAt: _u, previousPrice: _p, priceReducedAt: _r, ...input } = aVehicle();
  return { ...input, ...over };
}

/** The card of aVehicle(over), as every list builds it. */
export const aCard = (over: Partial<Vehicle> = {}): VehicleCard => toCard(aVehicle(over));

/** A row as PostgREST answers it: aVehicle in the database's columns, `over` (snake_case) on top. */
export function aRow(over: Partial<Record<keyof VehicleRow, unknown>> = {}): Record<string, unknown> {
  const v = aVehicle();
  return {
    id: v.id,
    ...toRow(v),
    previous_price: v.previousPrice,
    price_reduced_at: v.priceReducedAt,
    created_at: v.createdAt,
    updated_at: v.updatedAt,
    deleted_at: null,
    ...over,
  };
}

/** An insert payload: the columns a listed car needs (the rest keep their database defaults). */
export const anInsert = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  make: DEFAULTS.make,
  model: DEFAULTS.model,
  year: DEFAULTS.year,
  price: DEFAULTS.price,
  mileage: DEFAULTS.mileage,
  fuel_type: DEFAULTS.fuelType,
  transmission: DEFAULTS.transmission,
  condition: DEFAULTS.condition,
  body_type: DEFAULTS.bodyType,
  color: DEFAULTS.color,
  ...over,
});

/** The schema tests' probe car: a hybrid Volvo SUV under `model` (their queries find it by that name). */
export const aProbe = (model: string, over: Record<string, unknown> = {}): Record<string, unknown> =>
  anInsert({
    make: 'Volvo',
    model,
    price: 210_000,
    mileage: 20_000,
    fuel_type: 'Hybrid',
    body_type: 'SUV',
    color: 'Crystal White',
    ...over,
  });

/** The photo tests' car: a 2024 Porsche coupé under `model`, its photos at `images`. */
export const aPhotoCar = (model: string, images: string[]): Record<string, unknown> =>
  anInsert({
    make: 'Porsche',
    model,
    year: 2024,
    price: 998_000,
    mileage: 1_200,
    body_type: 'Coupe',
    color: 'Shark Blue',
    images,
  });
