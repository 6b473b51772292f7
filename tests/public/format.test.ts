import { describe, expect, it } from 'vitest';
import { fmt, formatMileage, formatPrice, groupDigits } from '~/lib/format';

describe('formatPrice', () => {
  it('shows MYR with thousands separators and no decimals for whole prices', () => {
    expect(formatPrice(285000)).toBe('MYR 285,000');
    expect(formatPrice(1200000)).toBe('MYR 1,200,000');
    expect(formatPrice(0)).toBe('MYR 0');
  });
  it('keeps cents only when the price has them', () => {
    expect(formatPrice(89999.5)).toBe('MYR 89,999.50');
    expect(formatPrice(70000.05)).toBe('MYR 70,000.05');
  });
});

describe('formatMileage', () => {
  it('shows KM with thousands separators', () => {
    expect(formatMileage(45000)).toBe('45,000 KM');
    expect(formatMileage(999)).toBe('999 KM');
  });
});

describe('groupDigits', () => {
  it('groups thousands and keeps the places asked for', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-45000)).toBe('-45,000');
    expect(groupDigits(2.5)).toBe('3');
    expect(groupDigits(89999.5, 2)).toBe('89,999.50');
    expect(groupDigits(-0.004, 2)).toBe('-0.00');
  });
  it('writes what Intl.NumberFormat writes in en-MY, for whole numbers and two places', () => {
    const whole = new Intl.NumberFormat('en-MY', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-MY', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const samples = [1, 12, 123, 1234, 12345.5, 99999.995, 250000, 1200000.25, 987654321, 4.5, 0.5, 7.125];
    // 500 more, the same every run: whole numbers of 1 to 10 digits, every third in cents.
    for (let i = 0; i < 500; i++) samples.push(((i * 7_919_993) % 10 ** (1 + (i % 10))) / (i % 3 === 0 ? 100 : 1));
    for (const x of samples) {
      expect(groupDigits(x), String(x)).toBe(whole.format(x));
      expect(groupDigits(x, 2), String(x)).toBe(cents.format(x));
      expect(groupDigits(-x, 2), String(-x)).toBe(cents.format(-x));
    }
  });
});

describe('fmt', () => {
  it('fills every placeholder, the same template many times, and leaves unknown names as written', () => {
    expect(fmt('Page {page} of {count}', { page: 2, count: 417 })).toBe('Page 2 of 417');
    expect(fmt('Page {page} of {count}', { page: 3, count: 417 })).toBe('Page 3 of 417');
    expect(fmt('{n} more', { n: 4 })).toBe('4 more');
    expect(fmt('Save {title}', {})).toBe('Save {title}');
    expect(fmt('{a}{a} and {b}!', { a: 'x', b: 0 })).toBe('xx and 0!');
    expect(fmt('no placeholders', { a: 1 })).toBe('no placeholders');
  });
});
