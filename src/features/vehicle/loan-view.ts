// What the instalment estimate shows for a given input, and every word of it: shared by the React
// calculator (LoanCalculator.tsx, interactive) and its static twin (LoanCalculator.astro, the
// prebuilt page's first paint), so both say exactly the same. The maths is src/lib/loan.ts.
import { formatPrice } from '~/lib/format';
import {
  DEFAULT_RATE_PCT, MIN_DOWN_PAYMENT_PCT, RATE_BOUNDS, TENURE_YEARS, defaultDownPayment, estimateLoan, type LoanEstimate,
} from '~/lib/loan';

const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
const pct = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (n: number): string => `MYR ${whole.format(Math.round(n))}`;
export const formatPct = (n: number): string => pct.format(n);
export const TENURE_CHOICES = Array.from({ length: TENURE_YEARS.max - TENURE_YEARS.min + 1 }, (_, i) => TENURE_YEARS.min + i);
export const yearsLabel = (y: number): string => `${y} ${y === 1 ? 'year' : 'years'}`;

/** The fixed words of the calculator. */
export const LOAN_TEXT = {
  heading: 'Instalment Estimate',
  price: 'Price',
  down: 'Down payment (MYR)',
  tenure: 'Tenure',
  rate: 'Annual interest rate (%)',
  monthly: 'Monthly instalment',
  interest: 'Total interest',
  total: 'Total payable',
  eir: 'Its EIR',
  none: '—',
  differenceBefore: 'At the same headline rate, the flat-rate quote costs ',
  differenceAfter: ' more in interest.',
  note:
    'Estimate only, not an offer of finance: your bank decides the rate, the amount it finances and any fees and insurance. ' +
    'Under the Hire Purchase (Amendment) Act 2026, in force since 1 June 2026, new hire-purchase loans charge interest on the ' +
    'reducing balance and disclose an effective interest rate (EIR) instead of the flat rate and the Rule of 78; banks may ' +
    'still quote flat rates until 31 March 2027, so compare any flat quote by its EIR.',
} as const;

/** A typed amount or rate: separators allowed, nothing else. */
const parseNumber = (s: string): number | null => {
  const t = s.trim().replace(/[,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : null;
};

export interface LoanFields { down: string; years: number; rate: string }

/** The fields as a visitor first sees them: the minimum down payment, the default tenure and rate. */
export const initialLoanFields = (price: number): LoanFields => ({
  down: whole.format(defaultDownPayment(price)),
  years: TENURE_YEARS.default,
  rate: String(DEFAULT_RATE_PCT),
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

export function loanView(price: number, f: LoanFields): LoanView {
  const minDown = defaultDownPayment(price);
  const downValue = parseNumber(f.down);
  const rateValue = parseNumber(f.rate);
  const downError = downValue === null || downValue < minDown || downValue >= price
    ? `Down payment must be from ${formatPrice(minDown)} (${MIN_DOWN_PAYMENT_PCT} %) to less than the price`
    : null;
  const rateError = rateValue === null || rateValue < RATE_BOUNDS.min || rateValue > RATE_BOUNDS.max
    ? `Rate must be a number from ${RATE_BOUNDS.min} to ${RATE_BOUNDS.max} % a year`
    : null;
  const e = !downError && !rateError && downValue !== null && rateValue !== null
    ? estimateLoan({ price, downPayment: downValue, years: f.years, ratePct: rateValue })
    : null;
  const rateText = rateValue === null ? '' : pct.format(rateValue);
  return {
    estimate: e,
    downError,
    rateError,
    downHint: downError ?? `At least ${MIN_DOWN_PAYMENT_PCT} % of the price: banks finance up to 90 %.`,
    rateHint: rateError ?? `${DEFAULT_RATE_PCT} % a year on the reducing balance by default: about what a 3.5 % flat quote for a used car over 7 years works out to. Enter the EIR your bank offers.`,
    reducingHeading: `Reducing balance${e ? ` at ${rateText} % (EIR)` : ''}`,
    flatHeading: `Flat-rate quote${e ? ` at ${rateText} % flat` : ''}`,
    summary: e
      ? `Estimated ${money(e.reducing.monthly)} a month over ${yearsLabel(f.years)}, total interest ${money(e.reducing.totalInterest)}. A flat-rate quote at the same rate would cost ${money(e.flat.monthly)} a month, an EIR of ${pct.format(e.flatEir)} %.`
      : (downError ?? rateError ?? ''),
  };
}
