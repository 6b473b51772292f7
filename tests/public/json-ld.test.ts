// The JSON-LD of src/lib/feeds/json-ld.ts: the vehicle page's Product and Car with its offer, the
// /inventory ItemList, escaping inside the script element, and every property allowed on
// its node's type, with a value of an allowed type, per schema.org (the checked-in subset in
// tests/support/schema-org/vocabulary.json says where it comes from).
import { describe, expect, it } from 'vitest';
import { inventoryJsonLd, serializeJsonLd, vehicleJsonLd } from '~/lib/feeds/json-ld';
import vocabulary from '../support/schema-org/vocabulary.json';
import { m3, x5 } from '../support/public-fixtures';

const types = vocabulary.types as Record<string, string[]>;
const props = vocabulary.properties as Record<string, { domain: string[]; range: string[] }>;
const enums = vocabulary.enumerations as Record<string, string[]>;

/** The type and every type above it. */
function lineage(type: string): string[] {
  const up = types[type];
  if (!up) throw new Error(`unknown schema.org type ${type}`);
  return [type, ...up.flatMap(lineage)];
}

function literalFits(value: unknown, range: string): boolean {
  if (range === 'Text') return typeof value === 'string';
  if (range === 'Number') return typeof value === 'number';
  if (range === 'Boolean') return typeof value === 'boolean';
  if (range === 'Date') return typeof value === 'string' && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value);
  if (range === 'URL') return typeof value === 'string' && URL.canParse(value);
  const members = enums[range];
  if (members) return typeof value === 'string' && members.some((m) => value === `https://schema.org/${m}`);
  return false;
}

/** Every problem found in a node and the nodes inside it, as readable lines. */
function problems(node: Record<string, unknown>, at = '$'): string[] {
  const declared = node['@type'];
  const nodeTypes = (Array.isArray(declared) ? declared : [declared]) as string[];
  const all = new Set(nodeTypes.flatMap(lineage));
  const out: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const p = props[key];
    if (!p) {
      out.push(`${at}.${key}: not in the vocabulary subset`);
      continue;
    }
    if (!p.domain.some((d) => all.has(d))) out.push(`${at}.${key}: not a property of ${nodeTypes.join('/')}`);
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value && typeof value === 'object') {
        const inner = value as Record<string, unknown>;
        const innerTypes = new Set(lineage(String(inner['@type'])));
        if (!p.range.some((r) => innerTypes.has(r))) out.push(`${at}.${key}: a ${String(inner['@type'])} is not allowed`);
        out.push(...problems(inner, `${at}.${key}`));
      } else if (!p.range.some((r) => literalFits(value, r))) {
        out.push(`${at}.${key}: ${JSON.stringify(value)} is none of ${p.range.join(', ')}`);
      }
    }
  }
  return out;
}

describe('vehicle JSON-LD against schema.org', () => {
  const url = 'https://mewah.example/vehicle/x5';
  it('is a Product and a Car with an image and an offer in MYR', () => {
    const ld = vehicleJsonLd(x5, url, 'https://mewah.example');
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toEqual(['Product', 'Car']);
    expect(ld.image).toEqual(['https://mewah.example/seed/a.svg', 'https://mewah.example/seed/b.svg']);
    expect(ld.offers).toEqual({
      '@type': 'Offer',
      price: 285000,
      priceCurrency: 'MYR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url,
    });
  });

  it.each([
    ['available', x5],
    ['reserved, with a stock number', { ...x5, status: 'reserved' as const, stockNumber: 'MM-0042' }],
    ['sold, without photos', { ...x5, status: 'sold' as const, images: [] }],
  ])('validates when %s', (_, v) => {
    expect(problems(vehicleJsonLd(v, url, 'https://mewah.example'))).toEqual([]);
  });

  it('catches a property the type does not have (the check can fail)', () => {
    const ld = { ...vehicleJsonLd(x5, url, 'https://mewah.example'), offers: { '@type': 'Brand', price: 'x' } };
    expect(problems(ld)).toEqual(['$.offers: a Brand is not allowed', '$.offers.price: not a property of Brand']);
    expect(problems({ '@type': 'Offer', availability: 'InStock' })).toEqual([
      '$.availability: "InStock" is none of ItemAvailability',
    ]);
  });

  it('has a placeholder image when the car has no photo', () => {
    expect(vehicleJsonLd({ ...x5, images: [] }, url, 'https://mewah.example').image).toEqual([
      'https://mewah.example/placeholder.svg',
    ]);
  });
});

describe('JSON-LD', () => {
  it('describes a Product and Car with an Offer in MYR', () => {
    const ld = vehicleJsonLd(x5, 'https://site/vehicle/x5', 'https://site');
    expect(ld['@type']).toEqual(['Product', 'Car']);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 285000, priceCurrency: 'MYR' });
    expect(ld.image).toEqual(['https://site/seed/a.svg', 'https://site/seed/b.svg']);
  });
  it('escapes characters that could end the script element', () => {
    const out = serializeJsonLd({ model: '</script><script>alert(1)</script> & \u2028' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(JSON.parse(out)).toEqual({ model: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('offer availability and the inventory ItemList', () => {
  it('follows the status in the offer availability', () => {
    const at = (status: 'available' | 'reserved' | 'sold') =>
      (vehicleJsonLd({ ...x5, status }, 'https://m.test/vehicle/x5', 'https://m.test/').offers as { availability: string }).availability;
    expect([at('available'), at('reserved'), at('sold')]).toEqual(['https://schema.org/InStock', 'https://schema.org/Reserved', 'https://schema.org/SoldOut']);
  });
  it('describes /inventory as an ItemList', () => {
    expect(inventoryJsonLd([x5, m3], 19, 'https://m.test/inventory', 'https://m.test/', { name: 'Premium Inventory', lang: 'en' })).toEqual({
      '@context': 'https://schema.org', '@type': 'ItemList', name: 'Premium Inventory', url: 'https://m.test/inventory',
      numberOfItems: 19, itemListOrder: 'https://schema.org/ItemListOrderDescending',
      itemListElement: [
        { '@type': 'ListItem', position: 1, url: 'https://m.test/vehicle/x5', name: '2023 BMW X5 xDrive45e' },
        { '@type': 'ListItem', position: 2, url: 'https://m.test/vehicle/m3', name: '2022 BMW M3 Competition' },
      ],
    });
  });
  it('names the Malay list in Malay and lists the Malay pages', () => {
    const ld = inventoryJsonLd([x5], 19, 'https://m.test/ms/inventory', 'https://m.test/', { name: 'Inventori Premium', lang: 'ms' });
    expect(ld.name).toBe('Inventori Premium');
    expect(ld.itemListElement).toEqual([{ '@type': 'ListItem', position: 1, url: 'https://m.test/ms/vehicle/x5', name: '2023 BMW X5 xDrive45e' }]);
  });
});
