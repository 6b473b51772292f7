// Hire-purchase instalment estimates: pure functions, no rounding inside
// (callers round what they show). Amounts in MYR, rates in % a year, tenures in months.
//
// Malaysia's Hire Purchase (Amendment) Act 2026, in force since 1 June 2026, moves new hire-purchase
// loans from the flat rate and the Rule of 78 to the reducing-balance method with effective interest
// rate (EIR) disclosure; banks may still quote flat rates until 31 March 2027. Worked examples
// these functions are tested against (tests/public/loan.test.ts):
// - Flat rate, from Bank Negara Malaysia's media workshop as reported by paultan.org (14 Nov 2025,
//   "Hire purchase rules are changing – flat rate, Rule of 78 out, EIR, reducing balance method"):
//   RM100,000 over nine years at 3 % flat: interest RM100,000 × 3 % × 9 = RM27,000; RM127,000 / 108
//   months = about RM1,176 a month.
// - Flat vs reducing balance and the EIR, Bursa Malaysia's Bursa Academy "Effective interest rates
//   (EIR)": RM1,000 over 5 years at 4 % flat costs RM200 in interest, an EIR of 7.42 %; the same
//   loan at 4 % on a reducing balance (monthly instalments) costs about RM105, an EIR of 4 %.
// The EIR here is the annual rate which, applied monthly to the reducing balance (rate / 12 a
// month), gives the same instalments: 12 × the loan's monthly internal rate of return.

export interface LoanCost {
  /** Each of the equal monthly instalments. */
  monthly: number;
  totalInterest: number;
  /** Principal plus interest (the down payment is not included). */
  totalPayable: number;
}

/** Equal monthly instalments on a reducing balance: interest each month is rate/12 of what is still owed. */
export function reducingBalance(principal: number, annualRatePct: number, months: number): LoanCost {
  if (principal <= 0 || months <= 0) return { monthly: 0, totalInterest: 0, totalPayable: 0 };
  const r = annualRatePct / 100 / 12;
  const monthly = r === 0 ? principal / months : (principal * r) / (1 - Math.pow(1 + r, -months));
  const totalPayable = monthly * months;
  return { monthly, totalInterest: totalPayable - principal, totalPayable };
}

/** A flat-rate quote: interest on the original principal for the whole tenure, spread evenly. */
export function flatRate(principal: number, annualRatePct: number, months: number): LoanCost {
  if (principal <= 0 || months <= 0) return { monthly: 0, totalInterest: 0, totalPayable: 0 };
  const totalInterest = principal * (annualRatePct / 100) * (months / 12);
  const totalPayable = principal + totalInterest;
  return { monthly: totalPayable / months, totalInterest, totalPayable };
}

/**
 * The EIR (% a year) of a flat-rate quote: the reducing-balance rate with the same instalments.
 * It does not depend on the principal. Solved by bisection (the instalment grows with the rate).
 */
export function flatRateEir(flatRatePct: number, months: number): number {
  if (months <= 0 || flatRatePct <= 0) return 0;
  const target = flatRate(1, flatRatePct, months).monthly;
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (reducingBalance(1, mid, months).monthly < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// ---- The site's defaults ------------------------------------------------------------------------

/** Banks finance at most 90 % of the price of a car, so the buyer puts down at least 10 %. */
const MIN_DOWN_PAYMENT_PCT = 10;
/** Bank Negara Malaysia's limit for any car loan is 9 years; a used car is offered at most 7. */
export const TENURE_YEARS = { min: 1, max: 9, used: 7 } as const;

// ---- What a bank would offer for a car of this age (docs/product.md D21 and D21a)
// Public Bank's hire purchase: new cars 9 years at 90 %, used cars 7 years at 90 %; a well-kept
// 10-year-old car about 3 years at 80 % (RinggitPlus); banks generally finance cars up to 10 years
// old (stereng.my). The site's rule, a starting point the visitor can change:
// - age = this year − the car's year (of manufacture), never below 0;
// - longest tenure: 7 years, and the car's age plus the tenure at most 13 years (7 years up to 6
//   years old, then 6, 5, 4 and 3 years at 10 years old);
// - margin of finance: 90 % up to 5 years old, 85 % at 6–7, 80 % at 8–10;
// - older than 10 years: no bank loan. The calculator says so and shows the 10-year-old terms
//   (3 years, 80 %) for another lender's offer; cards and /compare show no monthly figure.
export const FINANCE_MAX_AGE = 10;
const AGE_PLUS_TENURE_MAX = 13;

export interface LoanTerms {
  /** Whole years since the car's year. */
  age: number;
  /** A bank would lend for a car this old. */
  bank: boolean;
  /** The longest tenure offered, in years (the calculator's default). */
  maxYears: number;
  /** The share of the price financed, in %; the buyer puts down the rest. */
  marginPct: number;
}

export function loanTerms(carYear: number, today: Date = new Date()): LoanTerms {
  const age = Math.max(0, today.getFullYear() - carYear);
  const a = Math.min(age, FINANCE_MAX_AGE);
  return {
    age,
    bank: age <= FINANCE_MAX_AGE,
    maxYears: Math.min(TENURE_YEARS.used, AGE_PLUS_TENURE_MAX - a),
    marginPct: a <= 5 ? 100 - MIN_DOWN_PAYMENT_PCT : a <= 7 ? 85 : 80,
  };
}

/** The least down payment for these terms, whole ringgit. */
export const minDownPayment = (price: number, terms: LoanTerms): number =>
  Math.ceil((price * (100 - terms.marginPct)) / 100);
/**
 * Default annual rate on the reducing balance. Used-car hire purchase has been quoted at about
 * 3.5 % flat over 7 years, whose EIR is about 6.4 % (flatRateEir(3.5, 84) ≈ 6.44); buyers edit it.
 */
export const DEFAULT_RATE_PCT = 6.5;
export const RATE_BOUNDS = { min: 0, max: 20 } as const;

interface LoanInput {
  price: number;
  downPayment: number;
  years: number;
  ratePct: number;
}

export interface LoanEstimate {
  principal: number;
  reducing: LoanCost;
  flat: LoanCost;
  /** EIR of a flat-rate quote at the same headline rate. */
  flatEir: number;
}

export function estimateLoan({ price, downPayment, years, ratePct }: LoanInput): LoanEstimate {
  const principal = Math.max(0, price - downPayment);
  const months = Math.round(years * 12);
  return {
    principal,
    reducing: reducingBalance(principal, ratePct, months),
    flat: flatRate(principal, ratePct, months),
    flatEir: flatRateEir(ratePct, months),
  };
}

/**
 * The card figure: the least down payment and the longest tenure for the car's age, the default
 * rate on the reducing balance, whole ringgit; null when no bank would finance the car. The cards
 * write it with formatPrice, never with an Intl.NumberFormat made as a module loads: every page with
 * cards loads this one, and a page's first Intl object loads ICU's locale data (22 to 29 ms of the
 * main thread here, before any input; docs/benchmarks.md).
 */
export const cardMonthlyEstimate = (price: number, carYear: number, today?: Date): number | null => {
  const terms = loanTerms(carYear, today);
  if (!terms.bank) return null;
  return Math.round(
    reducingBalance(price - minDownPayment(price, terms), DEFAULT_RATE_PCT, terms.maxYears * 12).monthly,
  );
};
