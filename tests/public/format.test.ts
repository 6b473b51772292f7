import { describe, expect, it } from 'vitest';
import { fmt, formatMileage, formatPrice } from '~/lib/format';

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
