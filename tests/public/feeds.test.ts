// Which cars each Atom feed lists (src/lib/feeds/lists.ts).
import { describe, expect, it } from 'vitest';
import { feedMakes, newArrivals, ofMake, priceDrops } from '~/lib/feeds/lists';
import { makeSlug, paths } from '~/lib/paths';
import { inventory } from '../support/public-fixtures';

const cars = inventory.map((v, i) => ({ ...v, createdAt: `2026-03-${String(10 + i).padStart(2, '0')}T08:00:00Z` }));
const byId = (id: string) => cars.find((c) => c.id === id)!;
const dropped = cars.map((c) =>
  c.id === 'gle'
    ? { ...c, previousPrice: 312_000, priceReducedAt: '2026-04-02 09:30:00.123456+00' }
    : c.id === 'a3'
      ? { ...c, previousPrice: 75_000, priceReducedAt: '2026-04-05T10:00:00Z' }
      : c.id === 'm3'
        ? { ...c, status: 'sold' as const }
        : c,
);

describe('which cars each feed lists', () => {
  it('new arrivals: listed cars, newest first', () => {
    expect(newArrivals(dropped).map((c) => c.id)).toEqual(['huracan', 'xe', 'is300', 'a3', 'cayenne', 'gle', 'x5']);
  });
  it('price drops: cars cheaper than before, latest drop first, sold ones left out', () => {
    expect(priceDrops(dropped).map((c) => c.id)).toEqual(['a3', 'gle']);
    expect(priceDrops([{ ...byId('x5'), previousPrice: 200_000, priceReducedAt: '2026-04-01T00:00:00Z' }])).toEqual([]);
  });
  it('one feed per make with a listed car', () => {
    expect(feedMakes(dropped)).toEqual(['Audi', 'BMW', 'Jaguar', 'Lamborghini', 'Lexus', 'Mercedes-Benz', 'Porsche']);
    expect(ofMake(dropped, 'bmw').map((c) => c.id)).toEqual(['x5']);
    expect(makeSlug('Mercedes-Benz')).toBe('mercedes-benz');
    expect(makeSlug('Land Rover')).toBe('land-rover');
    expect(paths.makeFeed('Mercedes-Benz', 'ms')).toBe('/ms/feeds/make/mercedes-benz.xml');
    expect(paths.feed('price-drops')).toBe('/feeds/price-drops.xml');
  });
});
