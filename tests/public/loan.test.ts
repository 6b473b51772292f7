// Instalment estimates against published worked examples (sources in src/lib/vehicle/loan.ts).
import { describe, expect, it } from 'vitest';
import {
  cardMonthlyEstimate,
  estimateLoan,
  flatRate,
  flatRateEir,
  loanTerms,
  minDownPayment,
  reducingBalance,
} from '~/lib/vehicle/loan';
import { initialLoanFields, loanView, termsNote } from '~/features/vehicle/loan-view';
import { fmt, formatPrice } from '~/lib/format';
import { en } from '~/i18n/en';
import { ms } from '~/i18n/ms';

/** The day these expectations were written for (a car's age counts in whole calendar years). */
const TODAY = new Date('2026-11-26T12:00:00Z');

describe('flat rate (BNM example via paultan.org)', () => {
  it('RM100,000 at 3 % flat over 9 years: RM27,000 interest, RM127,000 payable, about RM1,176 a month', () => {
    const q = flatRate(100_000, 3, 108);
    expect(q.totalInterest).toBeCloseTo(27_000, 6);
    expect(q.totalPayable).toBeCloseTo(127_000, 6);
    expect(Math.round(q.monthly)).toBe(1176);
  });
});

describe('flat vs reducing balance and the EIR (Bursa Academy example)', () => {
  it('RM1,000 at 4 % flat over 5 years costs RM200 in interest, an EIR of 7.42 %', () => {
    expect(flatRate(1000, 4, 60).totalInterest).toBeCloseTo(200, 6);
    expect(flatRateEir(4, 60)).toBeCloseTo(7.42, 2);
  });

  it('the same loan at 4 % on a reducing balance costs about RM105 in interest', () => {
    const r = reducingBalance(1000, 4, 60);
    expect(Math.round(r.totalInterest)).toBe(105);
    expect(r.monthly).toBeCloseTo(18.42, 2);
  });

  it("a reducing-balance loan at the EIR of a flat quote has the flat quote's instalment", () => {
    expect(reducingBalance(1000, 7.4201, 60).monthly).toBeCloseTo(20, 3);
  });

  it('3 % flat over 9 years is about 5.5 % EIR', () => {
    expect(flatRateEir(3, 108)).toBeCloseTo(5.5, 1);
  });
});

describe('edge cases', () => {
  it('a zero rate splits the principal evenly; nothing owed means nothing to pay', () => {
    expect(reducingBalance(84_000, 0, 84)).toEqual({ monthly: 1000, totalInterest: 0, totalPayable: 84_000 });
    expect(flatRateEir(0, 84)).toBe(0);
    expect(reducingBalance(0, 6.5, 84)).toEqual({ monthly: 0, totalInterest: 0, totalPayable: 0 });
  });
});

describe('the site defaults', () => {
  it('estimates RM168,800 with 10 % down over 7 years at 6.5 %: RM151,920 financed, RM2,256 a month', () => {
    expect(minDownPayment(168_800, loanTerms(2021, TODAY))).toBe(16_880);
    const e = estimateLoan({ price: 168_800, downPayment: 16_880, years: 7, ratePct: 6.5 });
    expect(e.principal).toBe(151_920);
    expect(e.reducing.monthly).toBeCloseTo(2255.94, 1);
    expect(e.flat.totalInterest).toBeCloseTo(69_123.6, 6); // 151,920 × 6.5 % × 7
    expect(e.flatEir).toBeCloseTo(11.38, 2); // checked independently by bisection in Python
  });

  it('writes the card line in whole ringgit, at the terms for the car’s age', () => {
    // The card's line: its amount worded by the dictionary (src/components/vehicle-card/card-view.ts).
    const formatCardMonthly = (price: number, year: number, today: Date): string | null => {
      const amount = cardMonthlyEstimate(price, year, today);
      return amount === null ? null : fmt(en['card.monthly'], { price: formatPrice(amount) });
    };
    expect(cardMonthlyEstimate(168_800, 2021, TODAY)).toBe(2256);
    expect(formatCardMonthly(168_800, 2021, TODAY)).toBe('est. MYR 2,256/month');
    expect(formatCardMonthly(58_800, 2023, TODAY)).toBe('est. MYR 786/month');
    expect(formatCardMonthly(1_188_000, 2024, TODAY)).toBe('est. MYR 15,877/month');
    // 2018: 8 years old, 80 % financed over 5 years: RM74,800 − RM14,960 = RM59,840 → RM1,171 a month.
    expect(formatCardMonthly(74_800, 2018, TODAY)).toBe('est. MYR 1,171/month');
    expect(formatCardMonthly(74_800, 2012, TODAY)).toBeNull();
  });
});

describe('the loan a bank would offer by the car’s age (docs/product.md D21a)', () => {
  it('a used car up to 6 years old: 7 years; 90 % financed up to 5 years old', () => {
    expect(loanTerms(2026, TODAY)).toEqual({ age: 0, bank: true, maxYears: 7, marginPct: 90 });
    expect(loanTerms(2021, TODAY)).toEqual({ age: 5, bank: true, maxYears: 7, marginPct: 90 });
    expect(loanTerms(2020, TODAY)).toEqual({ age: 6, bank: true, maxYears: 7, marginPct: 85 });
  });

  it('older cars get less time and a smaller share: 3 years at 80 % for a 10-year-old car', () => {
    expect(loanTerms(2019, TODAY)).toEqual({ age: 7, bank: true, maxYears: 6, marginPct: 85 });
    expect(loanTerms(2018, TODAY)).toEqual({ age: 8, bank: true, maxYears: 5, marginPct: 80 });
    expect(loanTerms(2017, TODAY)).toEqual({ age: 9, bank: true, maxYears: 4, marginPct: 80 });
    expect(loanTerms(2016, TODAY)).toEqual({ age: 10, bank: true, maxYears: 3, marginPct: 80 });
  });

  it('a 2012 car (14 years old) and a 1995 import (31) get no bank loan', () => {
    expect(loanTerms(2012, TODAY)).toEqual({ age: 14, bank: false, maxYears: 3, marginPct: 80 });
    expect(loanTerms(1995, TODAY)).toEqual({ age: 31, bank: false, maxYears: 3, marginPct: 80 });
  });

  it('the calculator starts a 2012 car at 3 years and 20 % down, and says no bank would lend', () => {
    const terms = loanTerms(2012, TODAY);
    expect(initialLoanFields(88_000, terms)).toEqual({ down: '17,600', years: 3, rate: '6.5' });
    expect(termsNote(2012, terms, en)).toBe(
      'No bank loan: banks in Malaysia finance cars up to about 10 years old, and this 2012 car is 14 years old. Plan to pay in cash; the figures below are for a loan over 3 years at 80\u00a0% of the price, should another lender offer one.',
    );
    const view = loanView(88_000, initialLoanFields(88_000, terms), en, terms);
    expect(view.downHint).toBe('At least 20\u00a0% of the price, as banks ask for a 10-year-old car.');
    const financed = loanTerms(2016, TODAY);
    expect(loanView(88_000, initialLoanFields(88_000, financed), en, financed).downHint).toBe(
      'At least 20\u00a0% of the price: banks finance up to 80\u00a0% of a car this age.',
    );
    expect(Math.round(view.estimate?.reducing.monthly ?? 0)).toBe(2158); // RM70,400 over 36 months at 6.5 %
  });

  it('a 1995 car: the same notice, in both languages', () => {
    const terms = loanTerms(1995, TODAY);
    expect(initialLoanFields(250_000, terms)).toEqual({ down: '50,000', years: 3, rate: '6.5' });
    expect(termsNote(1995, terms, en)).toContain('this 1995 car is 31 years old');
    expect(termsNote(1995, terms, ms)).toBe(
      'Tiada pinjaman bank: bank di Malaysia membiayai kereta berusia sehingga kira-kira 10 tahun, dan kereta 1995 ini berusia 31 tahun. Rancang untuk membayar tunai; angka di bawah adalah bagi pinjaman selama 3 tahun pada 80\u00a0% daripada harga, sekiranya pemberi pinjaman lain menawarkannya.',
    );
  });

  it('a financed car: the tenure note names the longest tenure and the share financed', () => {
    const terms = loanTerms(2018, TODAY);
    expect(termsNote(2018, terms, en)).toBe(
      'Up to 5 years for a 2018 car, financing up to 80\u00a0% of the price: banks lend for less time, and less of the price, the older the car.',
    );
    const view = loanView(74_800, { down: '10,000', years: 5, rate: '6.5' }, en, terms);
    expect(view.downError).toBe('Down payment must be from MYR 14,960 (20\u00a0%) to less than the price');
  });
});

describe('instalment wording', () => {
  it("the flat-rate line says 'flat' (tetap) once", () => {
    expect(fmt(ms['loan.flatAt'], { rate: '3.5' })).toBe('Sebut harga kadar tetap pada 3.5\u00a0%');
    expect(fmt(en['loan.flatAt'], { rate: '3.5' })).toBe('Flat-rate quote at 3.5\u00a0% flat');
  });
});
