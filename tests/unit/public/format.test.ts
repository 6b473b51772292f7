import { describe, expect, it } from 'vitest';
import { formatMileage, formatPrice } from '../../../src/lib/format';

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
