// The vehicle page's road tax card and the Vehicle Details card for the seed's cars
// (src/features/vehicle/page-view.ts, what RoadTaxCard.astro and DetailsCard.astro print, prebuilt
// and live alike): a saloon, a 4X4 and an electric car by its motor power. The rates themselves:
// road-tax.test.ts and ownership.test.ts.
import { describe, expect, it } from 'vitest';
import { detailsView, roadTaxView } from '~/features/vehicle/page-view';
import { vehicleText } from '~/features/vehicle/vehicle-text';
import type { Vehicle } from '~/lib/vehicle';
import { seedVehicles } from '../../scripts/seed/inventory.ts';
import { aVehicle } from '../support/vehicle';

/** A seed car as the page reads it (its stated fields; what the seed leaves out, the defaults). */
function seedCar(slug: string): Vehicle {
  const seed = seedVehicles.find((v) => v.slug === slug);
  if (!seed) throw new Error(`no seed car ${slug}`);
  const { make, model, year, fuelType, bodyType, engineCapacityCc, motorPowerKw } = seed;
  return aVehicle({
    make,
    model,
    year,
    fuelType,
    bodyType,
    engineCapacityCc: engineCapacityCc ?? null,
    motorPowerKw: motorPowerKw ?? null,
  });
}
const text = vehicleText('en');

describe('road tax by JPJ rates on the seed cars', () => {
  it("the BMW 330e, a 1,998 cc saloon: 'MYR 379 a year', RM280 base + RM0.50 a cc above 1,800 cc", () => {
    const v = roadTaxView(seedCar('bmw-330e-m-sport-2021'), text);
    expect(`${v.roadTaxAmount} ${text.t['roadTax.perYear']}`).toBe('MYR 379 a year');
    expect(v.roadTaxEstimated).toBe(true);
    expect(v.roadTaxBasis).toContain(
      '1,998 cc private saloon car, Peninsular Malaysia: MYR 280 base + MYR 0.50 for each cc above 1,800 cc.',
    );
  });

  it("the Lexus LX 570, a 5,663 cc 4X4: 'MYR 5,900.80 a year' as a non-saloon car", () => {
    const v = roadTaxView(seedCar('lexus-lx570-2018'), text);
    expect(v.roadTaxAmount).toBe('MYR 5,900.80');
    expect(v.roadTaxBasis).toContain('non-saloon car (SUV, MPV or 4x4)');
  });

  it("the Taycan 4S, 390 kW electric: 'MYR 965 a year' by motor power; its details show the motor, no engine", () => {
    const taycan = seedCar('porsche-taycan-4s-2022');
    const v = roadTaxView(taycan, text);
    expect(v.roadTaxAmount).toBe('MYR 965');
    expect(v.roadTaxBasis).toBe(
      '390 kW electric car: JPJ charges electric cars by motor power since 1 January 2026, the same rate across Malaysia.',
    );
    const rows = detailsView(taycan, text).rows;
    expect(rows.map((r) => r.label)).not.toContain('Engine Capacity');
    expect(rows.find((r) => r.label === 'Motor Power')?.value).toBe('390 kW');
  });
});
