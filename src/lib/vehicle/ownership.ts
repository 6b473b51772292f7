// The cost of owning a car for five years (docs/features.md, 'Cost of ownership'): road tax,
// insurance, fuel or electricity, the loan's interest and the value lost, year by year, plus the
// one-off costs of the transfer. Pure functions; amounts in RM, not rounded (callers round what they
// show). The settings (fuel prices, depreciation by make, the one-off fees) are src/config/ownership.ts.
//
// Insurance: a comprehensive private-car premium on the former PIAM motor tariff, which insurers
// still start from after the 2017 liberalisation (Bank Negara Malaysia's phased detariffication
// keeps the tariff as the reference for most private cars): by engine capacity, a base premium for
// the first RM1,000 of the sum insured, then RM26 (Peninsular Malaysia) or RM20.30 (Sabah, Sarawak
// and Labuan) for each further RM1,000; the no-claim discount off that; service tax at 8 % (the
// Service Tax rate on taxable services since 1 March 2024, general insurance included; medical and
// life cover are exempt, motor is not); stamp duty RM10 a policy (Stamp Act 1949, First Schedule
// item 23). Worked example (tests/public/ownership.test.ts): RM180,000 sum insured, 2,998 cc,
// Peninsula, 55 % NCD: (RM372.60 + 179 × RM26) × 45 % = RM2,261.97, + 8 % = RM2,442.93, + RM10 =
// RM2,452.93. The sum insured is the car's value at the start of each year (insurers insure at
// market value), falling with the depreciation below.
import {
  DEFAULT_DEPRECIATION,
  DEFAULT_KM_PER_YEAR,
  DEPRECIATION_BY_MAKE,
  FUEL_PRICES,
  ONE_OFF,
} from '~/config/ownership';
import type { Vehicle } from '~/lib/vehicle';
import { DEFAULT_RATE_PCT, loanTerms, minDownPayment } from './loan';
import { evRoadTax, regionRoadTax, roadTaxClassOf, type RoadTaxRegion } from './road-tax';

export const OWNERSHIP_YEARS = 5;
/** The no-claim discount steps of the tariff, in %: 0 after a claim, then 25, 30, 38⅓, 45 and 55 after five clean years. */
export const NCD_STEPS = [0, 25, 30, 38.33, 45, 55] as const;
export const DEFAULT_NCD = 55;

type Tariff = readonly (readonly [upToCc: number, firstThousand: number])[];
/** Base premium for the first RM1,000 of the sum insured, by engine capacity (PIAM motor tariff, private car, comprehensive). */
const PENINSULAR_TARIFF: Tariff = [
  [1400, 273.8],
  [1650, 305.5],
  [2200, 339.1],
  [3050, 372.6],
  [4100, 404.3],
  [4250, 436],
  [4400, 469.6],
  [Infinity, 501.3],
];
const EAST_TARIFF: Tariff = [
  [1400, 196.2],
  [1650, 220],
  [2200, 243.9],
  [3050, 266.5],
  [4100, 290.4],
  [4250, 314.2],
  [4400, 338.1],
  [Infinity, 361.9],
];
const PER_THOUSAND = { peninsular: 26, east: 20.3 } as const;
export const SERVICE_TAX = 0.08;
export const STAMP_DUTY = 10;
/** An electric car has no capacity: insurers rate it with the 1,651–2,200 cc band (a common practice, not a tariff rule). */
const EV_EQUIVALENT_CC = 2000;
/** A car with no capacity listed: the middle band. */
const UNKNOWN_CC = 2500;

export type OwnershipCar = Pick<Vehicle, 'price' | 'year' | 'make' | 'fuelType' | 'bodyType' | 'engineCapacityCc'> & {
  motorPowerKw: number | null;
};

export interface OwnershipInput {
  region: RoadTaxRegion;
  ncdPct: number;
  kmPerYear: number;
  /** Litres (kWh for an electric car) per 100 km. */
  consumption: number;
  /** RM per litre (per kWh). */
  fuelPrice: number;
}

/** Comprehensive premium for a year, service tax and stamp duty included. */
export function insurancePremium(sumInsured: number, cc: number, region: RoadTaxRegion, ncdPct: number): number {
  // Labuan is insured on the East Malaysia tariff; Langkawi and Pangkor on the Peninsula's.
  const east = region === 'sabah-sarawak';
  const tariff = east ? EAST_TARIFF : PENINSULAR_TARIFF;
  const first = (tariff.find(([upTo]) => cc <= upTo) ?? (tariff.at(-1) as Tariff[number]))[1];
  const rest = Math.max(0, Math.ceil((sumInsured - 1000) / 1000));
  const gross = first + rest * (east ? PER_THOUSAND.east : PER_THOUSAND.peninsular);
  const net = gross * (1 - ncdPct / 100);
  return Math.round(net * (1 + SERVICE_TAX) * 100) / 100 + STAMP_DUTY;
}

/** The road tax a year, or null when it cannot be told (no engine capacity; an electric car without its motor power). */
export function yearlyRoadTax(car: OwnershipCar, region: RoadTaxRegion): number | null {
  if (car.fuelType === 'Electric') return car.motorPowerKw === null ? null : evRoadTax(car.motorPowerKw);
  if (car.engineCapacityCc === null) return null;
  return regionRoadTax(car.engineCapacityCc, roadTaxClassOf(car.bodyType), region);
}

/**
 * Litres per 100 km (kWh for an electric car) a car of this engine and body uses in mixed Malaysian
 * driving: rounded from the makers' WLTP figures of the seed's cars plus about 20 % for traffic.
 * The reader can change it.
 */
const PETROL_L_PER_100KM: readonly (readonly [upToCc: number, litres: number])[] = [
  [1600, 7],
  [2000, 8],
  [2500, 9],
  [3000, 10],
  [4000, 12],
  [Infinity, 14],
];
const NON_SALOON_FACTOR = 1.15;
const DIESEL_FACTOR = 0.8;
const HYBRID_FACTOR = 0.65;
const EV_KWH_PER_100KM = 18;

export function defaultConsumption(car: OwnershipCar): number {
  const body = roadTaxClassOf(car.bodyType) === 'non-saloon' ? NON_SALOON_FACTOR : 1;
  if (car.fuelType === 'Electric') return Math.round(EV_KWH_PER_100KM * body * 10) / 10;
  const cc = car.engineCapacityCc ?? UNKNOWN_CC;
  const petrol = (PETROL_L_PER_100KM.find(([upTo]) => cc <= upTo) ?? [0, 14])[1];
  const factor = car.fuelType === 'Diesel' ? DIESEL_FACTOR : car.fuelType === 'Hybrid' ? HYBRID_FACTOR : 1;
  return Math.round(petrol * body * factor * 10) / 10;
}

export const defaultFuelPrice = (car: Pick<Vehicle, 'fuelType'>): number =>
  car.fuelType === 'Electric'
    ? FUEL_PRICES.electricity
    : car.fuelType === 'Diesel'
      ? FUEL_PRICES.diesel
      : FUEL_PRICES.ron95;

export const depreciationRate = (make: string): number => DEPRECIATION_BY_MAKE[make] ?? DEFAULT_DEPRECIATION;

export const defaultOwnershipInput = (car: OwnershipCar): OwnershipInput => ({
  region: 'peninsular',
  ncdPct: DEFAULT_NCD,
  kmPerYear: DEFAULT_KM_PER_YEAR,
  consumption: defaultConsumption(car),
  fuelPrice: defaultFuelPrice(car),
});

/** Interest paid in each year of the loan the page's calculator starts from (its terms for the car's age), 0 without a bank loan. */
export function loanInterestByYear(
  price: number,
  carYear: number,
  today?: Date,
): { bank: boolean; interest: number[] } {
  const terms = loanTerms(carYear, today);
  const interest = Array.from({ length: OWNERSHIP_YEARS }, () => 0);
  if (!terms.bank) return { bank: false, interest };
  const months = terms.maxYears * 12;
  const r = DEFAULT_RATE_PCT / 100 / 12;
  let owed = price - minDownPayment(price, terms);
  const monthly = (owed * r) / (1 - Math.pow(1 + r, -months));
  for (let m = 0; m < Math.min(months, OWNERSHIP_YEARS * 12); m++) {
    const i = owed * r;
    interest[Math.floor(m / 12)] = (interest[Math.floor(m / 12)] ?? 0) + i;
    owed -= monthly - i;
  }
  return { bank: true, interest };
}

export interface OwnershipYear {
  year: number;
  /** The car's value at the start of the year (the sum insured). */
  value: number;
  roadTax: number;
  insurance: number;
  fuel: number;
  interest: number;
  depreciation: number;
  /** The transfer's one-off costs (the first year only). */
  oneOff: number;
  total: number;
}

export interface OwnershipCost {
  years: OwnershipYear[];
  total: number;
  perMonth: number;
  perKm: number;
  /** The car's value after five years. */
  valueAfter: number;
  /** Null when it could not be told (then counted as 0). */
  roadTax: number | null;
  bank: boolean;
}

export function ownershipCost(car: OwnershipCar, input: OwnershipInput, today?: Date): OwnershipCost {
  const rate = depreciationRate(car.make);
  const roadTax = yearlyRoadTax(car, input.region);
  const cc = car.fuelType === 'Electric' ? EV_EQUIVALENT_CC : (car.engineCapacityCc ?? UNKNOWN_CC);
  const fuel = (input.kmPerYear * input.consumption * input.fuelPrice) / 100;
  const loan = loanInterestByYear(car.price, car.year, today);
  const years: OwnershipYear[] = [];
  let value = car.price;
  for (let y = 0; y < OWNERSHIP_YEARS; y++) {
    const next = value * (1 - rate);
    const row = {
      year: y + 1,
      value,
      roadTax: roadTax ?? 0,
      insurance: insurancePremium(value, cc, input.region, input.ncdPct),
      fuel,
      interest: loan.interest[y] ?? 0,
      depreciation: value - next,
      oneOff: y === 0 ? ONE_OFF.jpjTransfer + ONE_OFF.puspakom : 0,
    };
    years.push({
      ...row,
      total: row.roadTax + row.insurance + row.fuel + row.interest + row.depreciation + row.oneOff,
    });
    value = next;
  }
  const total = years.reduce((s, r) => s + r.total, 0);
  const km = input.kmPerYear * OWNERSHIP_YEARS;
  return {
    years,
    total,
    perMonth: total / (OWNERSHIP_YEARS * 12),
    perKm: km > 0 ? total / km : 0,
    valueAfter: value,
    roadTax,
    bank: loan.bank,
  };
}
