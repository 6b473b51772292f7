// What the cost of ownership shows for given inputs, in the page's words: shared by
// OwnershipCost.astro (the prebuilt page, with the defaults) and ownership-cost.ts (loaded on the
// reader's first change), so both print the same. The maths is src/lib/vehicle/ownership.ts.
import { fmt } from '~/lib/format';
import { DEFAULT_RATE_PCT } from '~/lib/vehicle/loan';
import {
  NCD_STEPS,
  OWNERSHIP_YEARS,
  defaultOwnershipInput,
  depreciationRate,
  ownershipCost,
  type OwnershipCar,
  type OwnershipInput,
} from '~/lib/vehicle/ownership';
import { ROAD_TAX_REGIONS, type RoadTaxRegion } from '~/lib/vehicle/road-tax';
import type { OwnershipStrings } from './strings';

const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const twoPlaces = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number): string => `MYR ${whole.format(Math.round(n))}`;
const cents = (n: number): string => `MYR ${twoPlaces.format(n)}`;

export const REGION_WORDS: Record<RoadTaxRegion, keyof OwnershipStrings> = {
  peninsular: 'cost.regionPeninsular',
  'sabah-sarawak': 'cost.regionSabahSarawak',
  islands: 'cost.regionIslands',
};
export { NCD_STEPS, ROAD_TAX_REGIONS };

/** The reader's inputs, their bounds (the form's and the check's). */
export const INPUT_BOUNDS = {
  km: { min: 0, max: 200_000 },
  consumption: { min: 0, max: 60 },
  fuelPrice: { min: 0, max: 20 },
} as const;

/** The form's fields as text, as a reader first sees them. */
export const initialFields = (
  car: OwnershipCar,
): Record<'region' | 'ncd' | 'km' | 'consumption' | 'fuelPrice', string> => {
  const i = defaultOwnershipInput(car);
  return {
    region: i.region,
    ncd: String(i.ncdPct),
    km: String(i.kmPerYear),
    consumption: String(i.consumption),
    fuelPrice: twoPlaces.format(i.fuelPrice),
  };
};

export interface OwnershipView {
  /** Each year's cells: the year's name, then road tax, insurance, fuel, interest, value lost, one-off, total. */
  rows: string[][];
  /** The five-year column sums, in the same order (no year's name). */
  totals: string[];
  summary: string;
  valueAfter: string;
  /** Why a part is not counted, or how the loan was taken ('' when nothing to say). */
  roadTaxNote: string;
  loanNote: string;
}

export function ownershipView(
  car: OwnershipCar,
  input: OwnershipInput,
  t: OwnershipStrings,
  today?: Date,
): OwnershipView {
  const c = ownershipCost(car, input, today);
  const parts = ['roadTax', 'insurance', 'fuel', 'interest', 'depreciation', 'oneOff', 'total'] as const;
  return {
    rows: c.years.map((y) => [fmt(t['cost.yearN'], { n: y.year }), ...parts.map((p) => money(y[p]))]),
    totals: parts.map((p) => money(c.years.reduce((s, y) => s + y[p], 0))),
    summary: fmt(t['cost.summary'], { total: money(c.total), month: money(c.perMonth), km: cents(c.perKm) }),
    valueAfter: fmt(t['cost.valueAfter'], {
      value: money(c.valueAfter),
      rate: whole.format(depreciationRate(car.make) * 100),
    }),
    roadTaxNote: c.roadTax !== null ? '' : car.fuelType === 'Electric' ? t['cost.noRoadTaxEv'] : t['cost.noRoadTax'],
    loanNote: c.bank ? fmt(t['cost.loanBasis'], { rate: DEFAULT_RATE_PCT }) : t['cost.noBank'],
  };
}

/** A typed number within its bounds, or null. */
export function parseInput(s: string, bounds: { min: number; max: number }): number | null {
  const v = s.trim().replace(/[,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(v)) return null;
  const n = Number(v);
  return n >= bounds.min && n <= bounds.max ? n : null;
}

export const YEARS = OWNERSHIP_YEARS;
