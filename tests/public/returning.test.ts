// The returning buyer's pure parts: a saved search's name from its filters, which saved
// cars got cheaper since they were saved, and which cars are new for a saved search.
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from '~/lib/inventory/filters';
import { comparePrices } from '~/components/returning/saved-drops';
import { searchHref } from '~/components/returning/search-href';
import { searchName, type SearchNameWords } from '~/lib/inventory/search-name';
import { newFor } from '~/components/returning/returning-view';
import { toCard } from '~/data/vehicles';
import { timeKey } from '~/lib/timestamp';
import { inventory } from '../support/public-fixtures';

const en: SearchNameWords = {
  all: 'All cars',
  under: 'under {price}',
  over: 'from {price}',
  upTo: 'up to {km}',
  bands: { '90000-plus': 'MYR 90,000 and above' },
  options: { SUV: 'SUV', Gasoline: 'Petrol', Local: 'Local' },
};

describe('saved search names', () => {
  it("reads like the spec's example", () => {
    expect(searchName({ ...EMPTY_FILTERS, make: 'BMW', body: 'SUV', max: '200000' }, en)).toBe(
      'BMW SUV under MYR 200,000',
    );
  });
  it('names every filter in a fixed order, and an empty search "All cars"', () => {
    expect(searchName(EMPTY_FILTERS, en)).toBe('All cars');
    expect(
      searchName(
        { ...EMPTY_FILTERS, q: ' x5 ', year: '2022', fuel: 'Gasoline', price: '90000-plus', min: '80,000', km: '60000', sort: 'price-asc' },
        en,
      ),
    ).toBe('“x5” 2022 Petrol MYR 90,000 and above from MYR 80,000 up to 60,000 KM');
  });
  it('opens with the last look and the search named in the address', () => {
    const s = { id: 'a b', name: 'BMW', query: '?make=BMW', seenUpTo: 1767225600000000 };
    expect(searchHref('/ms/inventory', s)).toBe('/ms/inventory?make=BMW&new=1767225600000000&search=a%20b');
    expect(searchHref('/inventory', { ...s, query: '' })).toBe('/inventory?new=1767225600000000&search=a%20b');
  });
});

describe('new cars for a saved search', () => {
  const cards = inventory.map((v, i) => toCard({ ...v, createdAt: `2026-03-0${i + 1}T00:00:00Z` }));
  it('are the matching cars listed after the last look', () => {
    const since = timeKey('2026-03-01T00:00:00Z');
    expect(newFor(cards, '?make=BMW', since).map((c) => c.id)).toEqual(['m3']);
    expect(newFor(cards, '?body=SUV', since).map((c) => c.id)).toEqual(['gle', 'cayenne']);
    expect(newFor(cards, '?body=SUV', timeKey('2026-03-09T00:00:00Z'))).toEqual([]);
  });
});

describe('price drops on saved cars', () => {
  it('remembers a new saved car at its price, forgets unsaved ones, and finds drops', () => {
    const now = new Map([
      ['a', 285_000],
      ['b', 100_000],
      ['c', 50_000],
    ]);
    expect(comparePrices(['a', 'b', 'c', 'gone'], { a: 297_000, b: 100_000, x: 1 }, now)).toEqual({
      remembered: { a: 297_000, b: 100_000, c: 50_000 },
      drops: [{ id: 'a', was: 297_000, now: 285_000 }],
    });
  });
  it('a price that went up is no drop', () => {
    expect(comparePrices(['a'], { a: 100 }, new Map([['a', 120]])).drops).toEqual([]);
  });
});
