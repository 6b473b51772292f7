// What the instalment estimate shows for a given input, in the page's words: shared by
// LoanCalculator.astro (the prebuilt page's first paint) and its script (loan-calculator.ts, as the
// visitor types), so both say exactly the same. The maths is src/lib/vehicle/loan.ts; the
// words are the dictionary's loan.* keys (src/i18n), passed in as `t`.
import { fmt, formatPrice, groupDigits } from '~/lib/format';
import type { LoanStrings } from './strings';
import {
  DEFAULT_RATE_PCT,
  FINANCE_MAX_AGE,
  RATE_BOUNDS,
  TENURE_YEARS,
  estimateLoan,
  minDownPayment,
  type LoanEstimate,
  type LoanTerms,
} from '~/lib/vehicle/loan';

// Figures written by groupDigits, not by Intl.NumberFormat objects made as this module loads: the
// vehicle page loads it before any input, and a page's first Intl object loads ICU's locale data
// (about 19 ms of the main thread here; docs/benchmarks.md).
export const money = (n: number): string => formatPrice(Math.round(n));
export const formatPct = (n: number): string => groupDigits(n, 2);
/** A percentage as shown ('7.42 %'), its sign never wrapped away from the number on a narrow screen. */
export const pctText = (n: number): string => `${formatPct(n)}\u00a0%`;
/** Every tenure the law allows; a car's page lists only those up to its terms' longest (tenureOffered). */
export const TENURE_CHOICES = Array.from(
  { length: TENURE_YEARS.max - TENURE_YEARS.min + 1 },
  (_, i) => TENURE_YEARS.min + i,
);
export const yearsLabel = (y: number, t: LoanStrings): string => fmt(t[y === 1 ? 'loan.year' : 'loan.years'], { n: y });
/** Shown for a figure while the input is invalid. */
export const NO_FIGURE = '—';

/** A typed amount or rate: separators allowed, nothing else. */
const parseNumber = (s: string): number | null => {
  const v = s.trim().replace(/[,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(v) ? Number(v) : null;
};

export interface LoanFields {
  down: string;
  years: number;
  rate: string;
}

/**
 * The fields as a visitor first sees them: what a bank would offer for the car's age (the least down
 * payment and the longest tenure, src/lib/vehicle/loan.ts loanTerms) and the default rate.
 */
export const initialLoanFields = (price: number, terms: LoanTerms): LoanFields => ({
  down: groupDigits(minDownPayment(price, terms)),
  years: terms.maxYears,
  rate: String(DEFAULT_RATE_PCT),
});

/** The tenure choices offered for these terms: 1 year up to the longest a bank would give. */
export const tenureOffered = (years: number, terms: LoanTerms): boolean =>
  years >= TENURE_YEARS.min && years <= terms.maxYears;

/** Under the tenure: how long a bank lends for a car this old, or that no bank would. */
export const termsNote = (carYear: number, terms: LoanTerms, t: LoanStrings): string =>
  terms.bank
    ? fmt(t['loan.tenureHint'], { years: yearsLabel(terms.maxYears, t), year: carYear, margin: terms.marginPct })
    : fmt(t['loan.noBank'], {
        max: FINANCE_MAX_AGE,
        year: carYear,
        age: terms.age,
        years: yearsLabel(terms.maxYears, t),
        margin: terms.marginPct,
      });

export interface LoanView {
  estimate: LoanEstimate | null;
  downError: string | null;
  rateError: string | null;
  downHint: string;
  rateHint: string;
  reducingHeading: string;
  flatHeading: string;
  /** The polite live-region sentence. */
  summary: string;
}

export function loanView(price: number, f: LoanFields, t: LoanStrings, terms: LoanTerms): LoanView {
  const minDown = minDownPayment(price, terms);
  const downPct = 100 - terms.marginPct;
  const downValue = parseNumber(f.down);
  const rateValue = parseNumber(f.rate);
  const downError =
    downValue === null || downValue < minDown || downValue >= price
      ? fmt(t['loan.downError'], { min: formatPrice(minDown), pct: downPct })
      : null;
  const rateError =
    rateValue === null || rateValue < RATE_BOUNDS.min || rateValue > RATE_BOUNDS.max
      ? fmt(t['loan.rateError'], { min: RATE_BOUNDS.min, max: RATE_BOUNDS.max })
      : null;
  const e =
    !downError && !rateError && downValue !== null && rateValue !== null
      ? estimateLoan({ price, downPayment: downValue, years: f.years, ratePct: rateValue })
      : null;
  const rateText = rateValue === null ? '' : formatPct(rateValue);
  return {
    estimate: e,
    downError,
    rateError,
    downHint:
      downError ??
      (terms.bank
        ? fmt(t['loan.downHint'], { pct: downPct, margin: terms.marginPct })
        : fmt(t['loan.downHintNoBank'], { pct: downPct, max: FINANCE_MAX_AGE })),
    rateHint: rateError ?? fmt(t['loan.rateHint'], { rate: DEFAULT_RATE_PCT }),
    reducingHeading: e ? fmt(t['loan.reducingAt'], { rate: rateText }) : t['loan.reducing'],
    flatHeading: e ? fmt(t['loan.flatAt'], { rate: rateText }) : t['loan.flat'],
    summary: e
      ? fmt(t['loan.summary'], {
          monthly: money(e.reducing.monthly),
          years: yearsLabel(f.years, t),
          interest: money(e.reducing.totalInterest),
          flatMonthly: money(e.flat.monthly),
          eir: formatPct(e.flatEir),
        })
      : (downError ?? rateError ?? ''),
  };
}
