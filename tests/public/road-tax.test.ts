// JPJ road tax for private cars in Peninsular Malaysia (sources in src/lib/vehicle/road-tax.ts).
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';
import { estimateRoadTax, formatRoadTax, roadTaxAmount, roadTaxExplanation } from '~/lib/vehicle/road-tax';

describe('private saloon cars', () => {
  it("JPJ's worked example: 1,996 cc pays RM280 + 196 × RM0.50 = RM378", () => {
    expect(roadTaxAmount(1996, 'saloon').amount).toBe(378);
  });

  it.each([
    [1000, 20],
    [1001, 55],
    [1200, 55],
    [1400, 70],
    [1600, 90],
    [1601, 200.4],
    [1800, 280],
    [2000, 380],
    [2001, 381],
    [2500, 880],
    [2501, 882.5],
    [3000, 2130],
    [3001, 2134.5],
    [5000, 11130],
  ])('%i cc pays RM%d (the published range ends)', (cc, amount) => {
    expect(roadTaxAmount(cc, 'saloon').amount).toBe(amount);
  });

  it('a 5,204 cc Audi R8 pays RM2,130 + 2,204 × RM4.50 = RM12,048', () => {
    expect(estimateRoadTax({ fuelType: 'Gasoline', bodyType: 'Supercar', engineCapacityCc: 5204 })).toMatchObject({
      status: 'estimated',
      amount: 12048,
      vehicleClass: 'saloon',
    });
  });
});

describe('non-saloon cars (SUV, MPV, 4x4)', () => {
  it.each([
    [1000, 20],
    [1200, 85],
    [1500, 120],
    [2000, 440],
    [2998, 1636.8],
    [3000, 1640],
    [5663, 5900.8],
  ])('%i cc pays RM%d', (cc, amount) => {
    expect(roadTaxAmount(cc, 'non-saloon').amount).toBe(amount);
  });

  it('classes SUVs, MPVs and 4X4s as non-saloon, hybrids and diesels by their engine', () => {
    expect(estimateRoadTax({ fuelType: 'Hybrid', bodyType: 'SUV', engineCapacityCc: 2998 })).toMatchObject({
      amount: 1636.8,
      vehicleClass: 'non-saloon',
    });
    expect(estimateRoadTax({ fuelType: 'Diesel', bodyType: '4X4', engineCapacityCc: 2925 })).toMatchObject({
      amount: 1520,
      vehicleClass: 'non-saloon',
    });
  });
});

describe('not estimated', () => {
  it('electric cars (charged by kW since 2026) and cars without a listed capacity', () => {
    const ev = estimateRoadTax({ fuelType: 'Electric', bodyType: 'Sedan', engineCapacityCc: null });
    expect(ev).toEqual({ status: 'not-estimated', reason: 'electric' });
    expect(roadTaxExplanation(ev, en)).toBe(
      'Not estimated: since 1 January 2026 JPJ charges electric cars by motor power (kW), which this listing does not record.',
    );
    expect(
      roadTaxExplanation(estimateRoadTax({ fuelType: 'Gasoline', bodyType: 'Sedan', engineCapacityCc: null }), en),
    ).toBe('Not estimated: the engine capacity of this car is not listed.');
  });
});

describe('wording', () => {
  it('formats the figure and explains the basis', () => {
    expect(formatRoadTax(378)).toBe('MYR 378');
    expect(formatRoadTax(200.4)).toBe('MYR 200.40');
    expect(formatRoadTax(12048)).toBe('MYR 12,048');
    expect(
      roadTaxExplanation(estimateRoadTax({ fuelType: 'Gasoline', bodyType: 'Sedan', engineCapacityCc: 1996 }), en),
    ).toBe(
      '1,996 cc private saloon car, Peninsular Malaysia: MYR 280 base + MYR 0.50 for each cc above 1,800 cc. Sabah, Sarawak, Labuan, Langkawi and Pangkor pay less; company-owned cars pay more.',
    );
    expect(
      roadTaxExplanation(estimateRoadTax({ fuelType: 'Gasoline', bodyType: 'Hatchback', engineCapacityCc: 1395 }), en),
    ).toContain('1,395 cc private saloon car, Peninsular Malaysia: flat rate.');
    expect(
      roadTaxExplanation(estimateRoadTax({ fuelType: 'Gasoline', bodyType: 'SUV', engineCapacityCc: 2995 }), ms),
    ).toBe(
      'kereta bukan saloon (SUV, MPV atau 4x4) persendirian 2,995 cc, Semenanjung Malaysia: MYR 840 asas + MYR 1.60 bagi setiap cc melebihi 2,500 cc. Sabah, Sarawak, Labuan, Langkawi dan Pangkor membayar kurang; kereta milik syarikat membayar lebih.',
    );
  });
});
