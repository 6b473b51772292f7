// Issue 37: the Atom feeds list the right cars and are valid per RFC 4287 (checked with an XML parser).
import { describe, expect, it } from 'vitest';
import { atomXml } from '~/lib/atom';
import { feedMakes, newArrivals, ofMake, priceDrops } from '~/lib/feeds';
import { makeSlug, paths } from '~/lib/paths';
import { checkAtom } from '../support/atom-check';
import { a3, gle, inventory, x5 } from '../support/public-fixtures';

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

describe('Atom per RFC 4287', () => {
  const feed = (entries: Parameters<typeof atomXml>[0]['entries']) =>
    atomXml({
      self: 'https://mewah.example/feeds/new-arrivals.xml',
      page: 'https://mewah.example/inventory',
      title: 'New arrivals | Mewah & Sons <Motors>',
      subtitle: 'Newest first',
      lang: 'en',
      author: 'Mewah Motors',
      fallbackUpdated: '2026-01-01T00:00:00Z',
      entries,
    });

  it('is valid with entries, escapes text, and is updated at its newest entry', () => {
    const xml = feed(
      [x5, gle, a3].map((v, i) => ({
        id: `https://mewah.example/vehicle/${v.id}`,
        title: `${v.year} ${v.make} ${v.model} "&" <b>`,
        url: `https://mewah.example/vehicle/${v.id}`,
        updated: `2026-03-1${i} 08:00:00.5+08`,
        summary: 'A car',
        image: `https://mewah.example/seed/${v.id}.webp`,
      })),
    );
    const parsed = checkAtom(xml);
    expect(parsed.problems).toEqual([]);
    expect(parsed.title).toBe('New arrivals | Mewah & Sons <Motors>');
    expect(parsed.entries.map((e) => [e.title, e.updated])).toEqual([
      ['2023 BMW X5 xDrive45e "&" <b>', '2026-03-10T00:00:00.500Z'],
      ['2022 Mercedes-Benz GLE 450 "&" <b>', '2026-03-11T00:00:00.500Z'],
      ['2020 Audi A3 Sportback "&" <b>', '2026-03-12T00:00:00.500Z'],
    ]);
    expect(xml).toContain('<updated>2026-03-12T00:00:00.500Z</updated>\n  <author>');
    expect(parsed.links).toEqual([
      { rel: 'self', href: 'https://mewah.example/feeds/new-arrivals.xml' },
      { rel: 'alternate', href: 'https://mewah.example/inventory' },
    ]);
  });

  it('is valid without entries', () => {
    expect(checkAtom(feed([])).problems).toEqual([]);
  });

  it('the check finds what RFC 4287 forbids (it can fail)', () => {
    const bad = `<feed xmlns="http://www.w3.org/2005/Atom"><title>x</title><updated>yesterday</updated>
      <entry><id>a</id><title>t</title><updated>2026-01-01T00:00:00Z</updated></entry></feed>`;
    expect(checkAtom(bad).problems).toEqual([
      'feed: 0 atom:id elements, RFC 4287 requires exactly one',
      'feed: atom:updated yesterday is not an RFC 3339 date-time',
      'entry 1: atom:id a is not an absolute IRI',
      'entry 1: no atom:author here or on the feed',
      'entry 1: no content and no alternate link',
    ]);
    expect(checkAtom('<feed><unclosed></feed>').problems).toEqual([
      'XML fatalError: Opening and ending tag mismatch: "unclosed" != "feed"',
    ]);
  });
});
