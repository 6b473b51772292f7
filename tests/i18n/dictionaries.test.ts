// The dictionaries: every key in both languages, every placeholder kept, docs/product.md's English word
// for word; and the leak finder the end-to-end walk over the Malay site relies on.
import { describe, expect, it } from 'vitest';
import { en, enOptions } from '~/i18n/en';
import { ms, msOptions } from '~/i18n/ms';
import { fmt } from '~/lib/format';
import { englishLeaks, readableText } from '../support/e2e/i18n-leaks';

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('dictionaries', () => {
  it('Malay has exactly the English keys, none empty', () => {
    expect(Object.keys(ms).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(msOptions).sort()).toEqual(Object.keys(enOptions).sort());
    expect(Object.entries(ms).filter(([, v]) => !v.trim())).toEqual([]);
  });
  it('a translation keeps every placeholder of the English string', () => {
    const lost = (Object.keys(en) as (keyof typeof en)[]).filter(
      (k) => placeholders(en[k]).join() !== placeholders(ms[k]).join(),
    );
    expect(lost).toEqual([]);
  });
  it("holds docs/product.md's strings word for word in English", () => {
    expect(en['nav.browse']).toBe('Browse Kereta');
    expect(en['hero.cta']).toBe('Explore Our Kereta');
    expect(en['inventory.title']).toBe('Premium Inventory');
    expect(en['inventory.subtitle']).toBe('Discover our curated collection of luxury vehicles');
    expect(en['filter.placeholder']).toBe('Search by make or model...');
    expect(fmt(en['inventory.showing'], { count: 3, total: 19 })).toBe('Showing 3 of 19 vehicles');
    expect(en['inventory.noneHint']).toBe('Try adjusting your search criteria or browse all vehicles');
    expect(en['cta.title']).toBe('Ready to Drive Your Dream?');
    expect(en['notFound.title']).toBe('Oops! Page not found');
    expect(en['sell.fairText']).toBe('Visible wear, needs minor work');
    expect(en['whySell.trustedText']).toBe('25+ years of experience');
  });
  it('reads option values in Malay as the marketplaces write them; stored values stay English', () => {
    expect(msOptions.Gasoline).toBe('Petrol');
    expect(msOptions.Automatic).toBe('Automatik');
    expect(msOptions['Very Good']).toBe('Sangat Baik');
    expect(msOptions.sold).toBe('Terjual');
    expect(fmt(ms['inventory.showing'], { count: 3, total: 19 })).toBe('Memaparkan 3 daripada 19 kenderaan');
  });
});

describe('English left on a Malay page', () => {
  it('finds dictionary strings in text, titles and labels, with placeholders as wildcards', () => {
    const html =
      '<html><head><title>Inventori Premium | Mewah Motors</title></head><body><p>Showing 3 of 19 vehicles</p>' +
      '<button aria-label="Save 2021 BMW 330e">x</button><script>var a = "Premium Inventory";</script></body></html>';
    expect(englishLeaks(readableText(html))).toEqual(['Showing {count} of {total} vehicles', 'Save {title}']);
  });
  it('passes Malay, shared words and car data', () => {
    const html =
      '<p>Memaparkan 3 daripada 19 kenderaan</p><p>SUV</p><p>Model</p><ul><li>Sport Chrono package</li><li>Good Year tyres</li></ul>';
    expect(englishLeaks(readableText(html), ['Good Year tyres'])).toEqual([]);
    expect(englishLeaks(readableText(html))).toEqual(['Year', 'Good', 'Year {n}']);
  });
});
