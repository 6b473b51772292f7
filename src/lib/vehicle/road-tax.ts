// Road tax (motor vehicle licence, LKM) estimate for a privately owned car in Peninsular Malaysia
//, from the engine capacity, as JPJ (Jabatan Pengangkutan Jalan) sets it.
//
// Source of the rates: JPJ's "Garis panduan pengiraan kadar Lesen Kenderaan Motor (LKM) bagi kenderaan
// di Semenanjung Malaysia" (after Budget 2009; reproduced at ahmadalqadah.blogspot.com, 29 May 2011),
// section 1.1.2 "Motokar Saloon Persendirian Milik Individu", fuel petrol / diesel / green diesel;
// the same base rates and the non-saloon (SUV/MPV) table are what Touch 'n Go's road tax help page
// lists as "JPJ's base rate for vehicles in Peninsular Malaysia" (support.tngdigital.com.my, "How do I
// check my road tax price for my vehicle"), with its worked example: a 1,996 cc private saloon pays
// RM280 base + (1,996 − 1,800) × RM0.50 = RM378. The 2007 JPJ announcement of this structure (as
// tabled by asiacar.blogspot.com, "New road tax rates for 2007") gives the ranges RM200.40–RM280
// (1,601–1,800 cc), RM381–RM880 (2,001–2,500), RM882.50–RM2,130 (2,501–3,000) and
// RM2,134.50–RM11,130 (3,001–5,000 cc); tests/public/road-tax.test.ts checks those figures.
//
// Electric cars: since 1 January 2026 JPJ charges battery-electric cars by motor power in kW, not
// engine capacity; this site does not record motor power, so it does not estimate them.

import type { Vehicle } from '~/lib/vehicle';

interface Band {
  /** Highest capacity in the band, cc (Infinity for the last). */
  upTo: number;
  base: number;
  /** RM per cc above `from`. */
  perCc: number;
  from: number;
}

/** A class's rate in a step: the base in RM, and RM per cc above the previous step (0: flat). */
type Rate = readonly [base: number, perCc: number];

/** JPJ's two tables share their capacity steps, so they are written side by side. */
const RATES: readonly (readonly [upTo: number, saloon: Rate, nonSaloon: Rate])[] = [
  [1000, [20, 0], [20, 0]],
  [1200, [55, 0], [85, 0]],
  [1400, [70, 0], [100, 0]],
  [1600, [90, 0], [120, 0]],
  [1800, [200, 0.4], [300, 0.3]],
  [2000, [280, 0.5], [360, 0.4]],
  [2500, [380, 1], [440, 0.8]],
  [3000, [880, 2.5], [840, 1.6]],
  [Infinity, [2130, 4.5], [1640, 1.6]],
];

const bandsOf = (column: 1 | 2): readonly Band[] =>
  RATES.map((row, i) => {
    const [base, perCc] = row[column];
    return { upTo: row[0], base, perCc, from: perCc > 0 ? (RATES[i - 1]?.[0] ?? 0) : 0 };
  });

/** Private saloon cars (sedan, hatchback, coupe, convertible, wagon), Peninsular Malaysia. */
const SALOON_BANDS = bandsOf(1);

/** Non-saloon cars (SUV, MPV, 4x4), private, Peninsular Malaysia. */
const NON_SALOON_BANDS = bandsOf(2);

const NON_SALOON_BODIES: ReadonlySet<Vehicle['bodyType']> = new Set(['SUV', 'MPV', '4X4']);

type RoadTaxClass = 'saloon' | 'non-saloon';

type RoadTaxEstimate =
  | {
      status: 'estimated';
      amount: number;
      vehicleClass: RoadTaxClass;
      cc: number;
      base: number;
      perCc: number;
      from: number;
    }
  | { status: 'not-estimated'; reason: 'electric' | 'no-capacity' };

/** The yearly amount in RM for `cc` on the given table (not rounded: RM200.40 is a real rate). */
export function roadTaxAmount(
  cc: number,
  vehicleClass: RoadTaxClass,
): { amount: number; base: number; perCc: number; from: number } {
  const bands = vehicleClass === 'saloon' ? SALOON_BANDS : NON_SALOON_BANDS;
  const b = bands.find((x) => cc <= x.upTo) ?? (bands[bands.length - 1] as Band);
  const amount = Math.round((b.base + (b.perCc > 0 ? (cc - b.from) * b.perCc : 0)) * 100) / 100;
  return { amount, base: b.base, perCc: b.perCc, from: b.from };
}

export function estimateRoadTax(v: Pick<Vehicle, 'fuelType' | 'bodyType' | 'engineCapacityCc'>): RoadTaxEstimate {
  if (v.fuelType === 'Electric') return { status: 'not-estimated', reason: 'electric' };
  if (v.engineCapacityCc === null) return { status: 'not-estimated', reason: 'no-capacity' };
  const vehicleClass: RoadTaxClass = NON_SALOON_BODIES.has(v.bodyType) ? 'non-saloon' : 'saloon';
  return {
    status: 'estimated',
    vehicleClass,
    cc: v.engineCapacityCc,
    ...roadTaxAmount(v.engineCapacityCc, vehicleClass),
  };
}

const money = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const moneyFixed = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const int = new Intl.NumberFormat('en-MY');

/** "MYR 378" or "MYR 200.40". */
export const formatRoadTax = (amount: number): string =>
  `MYR ${Number.isInteger(amount) ? money.format(amount) : moneyFixed.format(amount)}`;

/** The wording, in the page's language (src/i18n: roadTax.*; `{name}` placeholders). */
type Word = 'electric' | 'noCc' | 'saloon' | 'nonSaloon' | 'progressive' | 'flat' | 'basis';
type RoadTaxWords = { readonly [K in Word as `roadTax.${K}`]: string };

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** The words the vehicle page shows under the figure. */
export function roadTaxExplanation(e: RoadTaxEstimate, w: RoadTaxWords): string {
  if (e.status === 'not-estimated') return e.reason === 'electric' ? w['roadTax.electric'] : w['roadTax.noCc'];
  const kind = e.vehicleClass === 'saloon' ? w['roadTax.saloon'] : w['roadTax.nonSaloon'];
  const how =
    e.perCc > 0
      ? fill(w['roadTax.progressive'], {
          base: money.format(e.base),
          perCc: moneyFixed.format(e.perCc),
          from: int.format(e.from),
        })
      : w['roadTax.flat'];
  return fill(w['roadTax.basis'], { cc: int.format(e.cc), kind, how });
}
