// Issue 37: the vehicle page's JSON-LD is typed ["Product", "Car"] and every property it uses is
// allowed on its node's type, with a value of an allowed type, per schema.org (the checked-in subset
// in tests/support/schema-org/vocabulary.json says where it comes from).
import { describe, expect, it } from 'vitest';
import { vehicleJsonLd } from '~/lib/json-ld';
import vocabulary from '../support/schema-org/vocabulary.json';
import { x5 } from '../support/public-fixtures';

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
