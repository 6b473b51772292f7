// What the cost of ownership prints (src/features/vehicle/ownership-view.ts): the prebuilt table of
// OwnershipCost.astro and the figures ownership-cost.ts writes after a change come from this one
// view, so its cells are checked here for the seed's BMW 840i; the browser keeps the flow
// (tests/public/ownership-cost.spec.ts).
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';
import { defaultOwnershipInput, type OwnershipInput } from '~/lib/vehicle/ownership';
import { ownershipCar } from '~/features/vehicle/ownership-car';
import type { OwnershipStrings } from '~/features/vehicle/strings';
import { INPUT_BOUNDS, ownershipView, parseInput } from '~/features/vehicle/ownership-view';
import { seedVehicles } from '../../scripts/seed/inventory.ts';

const TODAY = new Date('2026-11-28T00:00:00Z');
const seed = seedVehicles.find((v) => v.slug === 'bmw-840i-gran-coupe-2020');
if (!seed) throw new Error('the seed has no BMW 840i Gran Coupe');
// 2,998 cc, a Gran Coupe: a saloon for JPJ.
const bmw840i = ownershipCar({
  ...seed,
  engineCapacityCc: seed.engineCapacityCc ?? null,
  motorPowerKw: seed.motorPowerKw ?? null,
});
const view = (over: Partial<OwnershipInput> = {}, lang: OwnershipStrings = en, car = bmw840i) =>
  ownershipView(car, { ...defaultOwnershipInput(car), ...over }, lang, TODAY);
const total = (summary: string): number => Number(/MYR ([\d,]+) over/.exec(summary)?.[1]?.replace(/,/g, ''));

describe('the prebuilt table of the seed BMW 840i (2,998 cc, a saloon)', () => {
  it('has five years at RM880 + 498 × RM2.50 = RM2,125 of road tax each, MYR 10,625 over the five', () => {
    const v = view();
    expect(bmw840i).toMatchObject({ engineCapacityCc: 2998, bodyType: 'Gran Coupe', fuelType: 'Gasoline' });
    expect(v.rows.map((r) => r[0])).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5']);
    expect(v.rows.map((r) => r[1])).toEqual(['MYR 2,125', 'MYR 2,125', 'MYR 2,125', 'MYR 2,125', 'MYR 2,125']);
    expect(v.totals[0]).toBe('MYR 10,625');
    expect(v.summary).toMatch(/^MYR [\d,]+ over five years: MYR [\d,]+ a month, MYR [\d.,]+ a kilometre\.$/);
  });

  it('in Malay: the section is Kos pemilikan, its first row Tahun 1', () => {
    expect(en['cost.title']).toBe('Cost of ownership');
    expect(ms['cost.title']).toBe('Kos pemilikan');
    expect(view({}, ms).rows[0]?.[0]).toBe('Tahun 1');
  });
});

describe("the reader's changes", () => {
  it('in Sabah and Sarawak the road tax is RM524 + 498 × RM1 = MYR 1,022, and the total changes', () => {
    const sabah = view({ region: 'sabah-sarawak' });
    expect(sabah.rows[0]?.[1]).toBe('MYR 1,022');
    expect(sabah.summary).not.toBe(view().summary);
  });

  it('with no no-claim discount the insurance, and so the total, rises', () => {
    const sabah = view({ region: 'sabah-sarawak' });
    const noNcd = view({ region: 'sabah-sarawak', ncdPct: 0 });
    expect(total(noNcd.summary)).toBeGreaterThan(total(sabah.summary));
  });

  it('a distance that is not a number, or over 200,000 km, is refused', () => {
    expect(parseInput('lots', INPUT_BOUNDS.km)).toBeNull();
    expect(parseInput('200,001', INPUT_BOUNDS.km)).toBeNull();
    expect(parseInput('15,000', INPUT_BOUNDS.km)).toBe(15_000);
    expect(INPUT_BOUNDS.km).toEqual({ min: 0, max: 200_000 });
  });
});

it("a 5,998 cc coupe (a saloon for JPJ) pays RM2,130 + 2,998 × RM4.50 = MYR 15,621 a year", () => {
  const coupe = ownershipCar({ ...bmw840i, make: 'Bentley', bodyType: 'Coupe', engineCapacityCc: 5998, motorPowerKw: null });
  expect(view({}, en, coupe).rows[0]?.[1]).toBe('MYR 15,621');
});
