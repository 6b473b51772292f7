// The cost of owning a car for five years (src/lib/vehicle/ownership.ts, the road tax tables in
// src/lib/vehicle/road-tax.ts): each part held to a published worked example, and the edges.
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';
import { estimateRoadTax, evRoadTax, regionRoadTax, roadTaxExplanation } from '~/lib/vehicle/road-tax';
import {
  defaultOwnershipInput,
  insurancePremium,
  loanInterestByYear,
  ownershipCost,
  yearlyRoadTax,
  type OwnershipCar,
} from '~/lib/vehicle/ownership';

const TODAY = new Date('2026-11-28T00:00:00Z');
const lexus: OwnershipCar = {
  price: 180_000,
  year: 2022,
  make: 'Lexus',
  fuelType: 'Gasoline',
  bodyType: 'Sedan',
  engineCapacityCc: 2998,
  motorPowerKw: null,
};

describe('road tax by region', () => {
  it('a 2,998 cc saloon in Peninsular Malaysia pays RM880 + 498 × RM2.50 = RM2,125', () => {
    expect(regionRoadTax(2998, 'saloon', 'peninsular')).toBe(2125);
    expect(yearlyRoadTax(lexus, 'peninsular')).toBe(2125);
  });

  it('the same car pays RM524 + 498 × RM1 = RM1,022 in Sabah and Sarawak, RM200 + 498 × RM0.25 = RM324.50 on the islands', () => {
    expect(regionRoadTax(2998, 'saloon', 'sabah-sarawak')).toBe(1022);
    expect(regionRoadTax(2998, 'saloon', 'islands')).toBe(324.5);
  });

  it('a 1,998 cc SUV in Sabah pays the non-saloon rate, RM199 + 198 × RM0.22 = RM242.56', () => {
    expect(regionRoadTax(1998, 'non-saloon', 'sabah-sarawak')).toBe(242.56);
  });

  it.each([
    ['sabah-sarawak', 'saloon'],
    ['sabah-sarawak', 'non-saloon'],
    ['islands', 'saloon'],
    ['peninsular', 'saloon'],
    ['peninsular', 'non-saloon'],
  ] as const)('%s %s: each progressive band starts where the one below it ends', (region, cls) => {
    for (const top of [1800, 2000, 2500, 3000]) {
      expect(regionRoadTax(top, cls, region)).toBeLessThan(regionRoadTax(top + 1, cls, region));
      expect(regionRoadTax(top + 1, cls, region) - regionRoadTax(top, cls, region)).toBeLessThanOrEqual(4.5);
    }
  });
});

describe('electric cars by motor power (JPJ from 1 January 2026)', () => {
  it.each([
    [220, 305, 'Tesla Model Y, the minister'],
    [130, 120, 'BYD Dolphin, the minister'],
    [70, 40, 'Neta V'],
    [150, 160, 'BYD Atto 3'],
    [160, 180, 'Proton eMas 7'],
    [675, 4890, 'Lotus Eletre R'],
    [40, 20, 'group A least'],
    [100, 70, 'group A most'],
    [210, 280, 'group B most'],
    [310, 575, 'group C most'],
    [1200, 20_000, 'group K'],
  ])('%i kW pays RM%i (%s)', (kw, amount) => {
    expect(evRoadTax(kw)).toBe(amount);
  });

  it("the vehicle page's card: a 390 kW Taycan pays RM615 + 7 × RM50 = RM965, said in the page's words", () => {
    const e = estimateRoadTax({ fuelType: 'Electric', bodyType: 'Sedan', engineCapacityCc: null, motorPowerKw: 390 });
    expect(e).toEqual({ status: 'electric', amount: 965, kw: 390 });
    expect(roadTaxExplanation(e, en)).toBe(
      '390 kW electric car: JPJ charges electric cars by motor power since 1 January 2026, the same rate across Malaysia.',
    );
    expect(roadTaxExplanation(e, ms)).toContain('Kereta elektrik 390 kW');
  });

  it('an electric car with its motor power listed is estimated, without it is not', () => {
    const ev: OwnershipCar = { ...lexus, fuelType: 'Electric', engineCapacityCc: null, motorPowerKw: 220 };
    expect(yearlyRoadTax(ev, 'sabah-sarawak')).toBe(305);
    expect(yearlyRoadTax({ ...ev, motorPowerKw: null }, 'peninsular')).toBeNull();
  });
});

describe('insurance', () => {
  it('RM180,000, 2,998 cc, Peninsula, 55 % NCD: RM2,261.97 + 8 % service tax + RM10 stamp duty = RM2,452.93', () => {
    expect(insurancePremium(180_000, 2998, 'peninsular', 55)).toBe(2452.93);
  });

  it('with no NCD the same car pays (RM372.60 + 179 × RM26) × 1.08 + RM10 = RM5,438.73', () => {
    expect(insurancePremium(180_000, 2998, 'peninsular', 0)).toBe(5438.73);
  });

  it('Sabah and Sarawak are on the East Malaysia tariff: (RM266.50 + 179 × RM20.30) × 45 % × 1.08 + RM10 = RM1,905.50', () => {
    expect(insurancePremium(180_000, 2998, 'sabah-sarawak', 55)).toBe(1905.5);
  });
});

describe('five years', () => {
  it("the Lexus's table: road tax RM2,125 each year, 10 % a year off its value, a 7-year loan's interest", () => {
    const cost = ownershipCost(lexus, defaultOwnershipInput(lexus), TODAY);
    expect(cost.years.map((y) => y.roadTax)).toEqual([2125, 2125, 2125, 2125, 2125]);
    expect(cost.years[0]?.insurance).toBe(2452.93);
    expect(Math.round(cost.valueAfter)).toBe(106_288); // 180,000 × 0.9⁵
    expect(cost.years[0]?.fuel).toBe(5200); // 20,000 km × 10 l/100 km × RM2.60
    expect(cost.years[0]?.oneOff).toBe(132.4); // JPJ RM100 + Puspakom RM30 + SST
    expect(cost.bank).toBe(true);
    expect(Math.round(cost.years[0]?.interest ?? 0)).toBe(9_974);
    expect(cost.total).toBeCloseTo(
      cost.years.reduce((s, y) => s + y.total, 0),
      6,
    );
    expect(cost.perMonth).toBeCloseTo(cost.total / 60, 6);
    expect(cost.perKm).toBeCloseTo(cost.total / 100_000, 6);
  });

  it('the total changes with the region and the NCD', () => {
    const base = ownershipCost(lexus, defaultOwnershipInput(lexus), TODAY).total;
    const sabah = ownershipCost(lexus, { ...defaultOwnershipInput(lexus), region: 'sabah-sarawak' }, TODAY).total;
    const noNcd = ownershipCost(lexus, { ...defaultOwnershipInput(lexus), ncdPct: 0 }, TODAY).total;
    expect(sabah).toBeLessThan(base);
    expect(noNcd).toBeGreaterThan(base);
  });

  it('a car with no engine capacity: no road tax counted, the insurance on the middle band', () => {
    const cost = ownershipCost({ ...lexus, engineCapacityCc: null }, defaultOwnershipInput(lexus), TODAY);
    expect(cost.roadTax).toBeNull();
    expect(cost.years.every((y) => y.roadTax === 0)).toBe(true);
    expect(cost.years[0]?.insurance).toBe(2452.93);
  });

  it('an electric car without its motor power: no road tax counted, electricity at RM0.60 a kWh', () => {
    const ev: OwnershipCar = { ...lexus, fuelType: 'Electric', engineCapacityCc: null, motorPowerKw: null };
    const cost = ownershipCost(ev, defaultOwnershipInput(ev), TODAY);
    expect(cost.roadTax).toBeNull();
    expect(cost.years[0]?.fuel).toBe(2160); // 20,000 km × 18 kWh/100 km × RM0.60
  });

  it('a car over 10 years old: no bank loan, so no interest', () => {
    const old = { ...lexus, year: 2014 };
    expect(loanInterestByYear(old.price, old.year, TODAY)).toEqual({ bank: false, interest: [0, 0, 0, 0, 0] });
    const cost = ownershipCost(old, defaultOwnershipInput(old), TODAY);
    expect(cost.bank).toBe(false);
    expect(cost.years.every((y) => y.interest === 0)).toBe(true);
  });
});
