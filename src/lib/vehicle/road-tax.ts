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
// Electric cars: since 1 January 2026 JPJ charges battery-electric (and fuel-cell) cars by motor
// power in kW, not engine capacity (evRoadTax below); the vehicle page's card estimates them when the
// car's motor power is listed (the optional 'motor power (kW)' field).

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
  | { status: 'electric'; amount: number; kw: number }
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

export function estimateRoadTax(
  v: Pick<Vehicle, 'fuelType' | 'bodyType' | 'engineCapacityCc'> & { motorPowerKw?: number | null },
): RoadTaxEstimate {
  if (v.fuelType === 'Electric') {
    const kw = v.motorPowerKw ?? null;
    return kw === null
      ? { status: 'not-estimated', reason: 'electric' }
      : { status: 'electric', amount: evRoadTax(kw), kw };
  }
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
type Word = 'electric' | 'noCc' | 'saloon' | 'nonSaloon' | 'progressive' | 'flat' | 'basis' | 'byPower';
type RoadTaxWords = { readonly [K in Word as `roadTax.${K}`]: string };

const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** The words the vehicle page shows under the figure. */
export function roadTaxExplanation(e: RoadTaxEstimate, w: RoadTaxWords): string {
  if (e.status === 'not-estimated') return e.reason === 'electric' ? w['roadTax.electric'] : w['roadTax.noCc'];
  if (e.status === 'electric') return fill(w['roadTax.byPower'], { kw: int.format(e.kw) });
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

// ---- Other regions and electric cars (the cost of ownership, src/lib/vehicle/ownership.ts) ------
//
// Sabah and Sarawak pay lower rates than the Peninsula, and the duty-free islands (Labuan, Langkawi,
// Pangkor) lower still. Rates as JPJ's LKM guideline lists them after Budget 2009 (section 2, "Sabah
// dan Sarawak"; the islands' table as road-tax calculators reproduce it, e.g. Touch 'n Go's help
// page and tukarbateri.com.my's calculator). Each table's bands meet: a band's base is the previous
// band's top (1,800 cc in Sabah: RM160 + 200 × RM0.32 = RM224, the next base), which
// tests/public/ownership.test.ts checks. The islands' non-saloon table is not in the sources
// consulted; their saloon table is used for every body (docs/features.md, 'Cost of ownership').

export const ROAD_TAX_REGIONS = ['peninsular', 'sabah-sarawak', 'islands'] as const;
export type RoadTaxRegion = (typeof ROAD_TAX_REGIONS)[number];

const REGION_RATES: Record<Exclude<RoadTaxRegion, 'peninsular'>, typeof RATES> = {
  'sabah-sarawak': [
    [1000, [20, 0], [20, 0]],
    [1200, [44, 0], [42.5, 0]],
    [1400, [56, 0], [50, 0]],
    [1600, [72, 0], [60, 0]],
    [1800, [160, 0.32], [165, 0.17]],
    [2000, [224, 0.25], [199, 0.22]],
    [2500, [274, 0.5], [243, 0.44]],
    [3000, [524, 1], [463, 0.88]],
    [Infinity, [1024, 1.35], [903, 1.18]],
  ],
  islands: [
    [1000, [8, 0], [8, 0]],
    [1200, [20, 0], [20, 0]],
    [1400, [25, 0], [25, 0]],
    [1600, [30, 0], [30, 0]],
    [1800, [50, 0.1], [50, 0.1]],
    [2000, [70, 0.15], [70, 0.15]],
    [2500, [100, 0.2], [100, 0.2]],
    [3000, [200, 0.25], [200, 0.25]],
    [Infinity, [325, 0.5], [325, 0.5]],
  ],
};

/** The yearly road tax in RM of a car with an engine, in a region. */
export function regionRoadTax(cc: number, vehicleClass: RoadTaxClass, region: RoadTaxRegion): number {
  if (region === 'peninsular') return roadTaxAmount(cc, vehicleClass).amount;
  const rates = REGION_RATES[region];
  const column = vehicleClass === 'saloon' ? 1 : 2;
  let from = 0;
  for (const row of rates) {
    const [base, perCc] = row[column];
    if (cc <= row[0]) return Math.round((base + (perCc > 0 ? (cc - from) * perCc : 0)) * 100) / 100;
    from = row[0];
  }
  return 0;
}

export const roadTaxClassOf = (bodyType: Vehicle['bodyType']): RoadTaxClass =>
  NON_SALOON_BODIES.has(bodyType) ? 'non-saloon' : 'saloon';

/**
 * Electric cars from 1 January 2026, by motor power: the Ministry of Transport's table announced on
 * 4 June 2024 (Bernama, "New EV road tax based on motor power", FMT 4 June 2024; the whole table as
 * carlist.my printed it, 7 June 2024, "2024 EV road tax complete guide"). Groups of about 100 kW;
 * each group's least rate covers its first 10 kW (its first 50 kW in group A), then each further
 * block of 9,999 W (taken here as 10 kW) adds the group's increment. The minister's worked examples:
 * a 130 kW BYD Dolphin pays RM120 and a 220 kW Tesla Model Y RM305; paultan.org adds a 70 kW Neta V
 * at RM40, a 150 kW BYD Atto 3 at RM160 and a 675 kW Lotus Eletre R at RM4,890. One table for the
 * whole country (the announcement names no regional rates).
 */
const EV_GROUPS: readonly (readonly [fromKw: number, coveredKw: number, least: number, perBlock: number])[] = [
  [0, 50, 20, 10],
  [100, 10, 80, 20],
  [210, 10, 305, 30],
  [310, 10, 615, 50],
  [410, 10, 1140, 100],
  [510, 10, 2165, 150],
  [610, 10, 3690, 200],
  [710, 10, 5715, 250],
  [810, 10, 8240, 300],
  [910, 10, 11265, 350],
];
/** Group K: above 1,010 kW, a flat RM20,000. */
const EV_TOP = { fromKw: 1010, amount: 20_000 } as const;

export function evRoadTax(kw: number): number {
  if (kw > EV_TOP.fromKw) return EV_TOP.amount;
  const group = [...EV_GROUPS].reverse().find(([from]) => kw > from) ?? (EV_GROUPS[0] as (typeof EV_GROUPS)[number]);
  const [from, covered, least, perBlock] = group;
  // Whole watts, so that 130 kW is 3 blocks past 100 kW and not 3.0000000001.
  const aboveW = Math.round((kw - from - covered) * 1000);
  return least + Math.max(0, Math.ceil(aboveW / 10_000)) * perBlock;
}
