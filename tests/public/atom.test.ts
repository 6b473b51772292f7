// The Atom feeds are valid per RFC 4287 (src/lib/feeds/atom.ts, checked with an XML parser).
import { describe, expect, it } from 'vitest';
import { atomXml } from '~/lib/feeds/atom';
import { checkAtom } from '../support/atom-check';
import { a3, gle, x5 } from '../support/public-fixtures';

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
