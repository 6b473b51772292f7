// Instalment estimates against published worked examples (sources in src/lib/loan.ts).
import { describe, expect, it } from 'vitest';
import {
  cardMonthlyEstimate,
  defaultDownPayment,
  estimateLoan,
  flatRate,
  flatRateEir,
  formatCardMonthly,
  reducingBalance,
} from '~/lib/loan';

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
    expect(defaultDownPayment(168_800)).toBe(16_880);
    const e = estimateLoan({ price: 168_800, downPayment: 16_880, years: 7, ratePct: 6.5 });
    expect(e.principal).toBe(151_920);
    expect(e.reducing.monthly).toBeCloseTo(2255.94, 1);
    expect(e.flat.totalInterest).toBeCloseTo(69_123.6, 6); // 151,920 × 6.5 % × 7
    expect(e.flatEir).toBeCloseTo(11.38, 2); // checked independently by bisection in Python
  });

  it('writes the card line in whole ringgit', () => {
    expect(cardMonthlyEstimate(168_800)).toBe(2256);
    expect(formatCardMonthly(168_800)).toBe('est. MYR 2,256/month');
    expect(formatCardMonthly(58_800)).toBe('est. MYR 786/month');
    expect(formatCardMonthly(1_188_000)).toBe('est. MYR 15,877/month');
  });
});
