import { describe, expect, it } from 'vitest';
import { toCard } from '~/data/vehicles';
import { serializeJsonLd, vehicleJsonLd } from '~/lib/json-ld';
import { fetchLiveVehicle } from '~/data/vehicles';
import { isDraftComplete, sellYears, EMPTY_DRAFT } from '~/lib/sell-form';
import { x5 } from '../support/public-fixtures';

const X5_ID = '5eed0000-0000-4000-8000-0000000000a5';
const row = { id: X5_ID, make: 'BMW', model: 'X5', year: 2023, price: '285000.00', mileage: 1, fuel_type: 'Hybrid', transmission: 'Automatic',
  condition: 'Excellent', body_type: 'SUV', color: 'White', features: ['a', 'b', 'c', 'd'], images: ['/i.svg'], vehicle_details: 'ok',
  created_at: '2026-01-01', updated_at: '2026-01-01', deleted_at: null };

describe('toCard', () => {
  it('keeps the first image and first 3 features with the total count', () => {
    const c = toCard(x5);
    expect(c.image).toBe('/seed/a.svg');
    expect(c.features).toEqual(['Sunroof', 'HUD', 'Massage Seats']);
    expect(c.featureCount).toBe(4);
    expect(toCard({ ...x5, images: [] }).image).toBeNull();
    expect(c.createdAt).toBe('2026-01-01T00:00:00Z');
  });
});

describe('live reads', () => {
  it('asks PostgREST with the anon key for one non-deleted vehicle and parses it', async () => {
    const calls: Array<{ url: string; init?: RequestInit }> = [];
    const fake = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify([row]), { status: 200 });
    }) as typeof fetch;
    const v = await fetchLiveVehicle({ url: 'http://api/', anonKey: 'anon', fetch: fake }, X5_ID);
    expect(v?.price).toBe(285000);
    expect(v?.fuelType).toBe('Hybrid');
    expect(calls[0]?.url).toBe(
      'http://api/rest/v1/vehicles?select=id%2Cmake%2Cmodel%2Cyear%2Cprice%2Cmileage%2Cfuel_type%2Ctransmission%2Ccondition%2Cbody_type%2Ccolor%2Cfeatures%2Cimages%2Cvehicle_details%2Corigin%2Cregistration_year%2Cprevious_owners%2Cwarranty_months%2Cengine_capacity_cc%2Cstock_number%2Cprevious_price%2Cprice_reduced_at%2Cstatus%2Ccreated_at%2Cupdated_at&deleted_at=is.null&order=created_at.desc%2Cid.asc&limit=1&id=eq.5eed0000-0000-4000-8000-0000000000a5',
    );
    expect(calls[0]?.init?.headers).toMatchObject({ apikey: 'anon', Authorization: 'Bearer anon' });
  });
  it('returns null when no such vehicle, throws on HTTP errors', async () => {
    const empty = (async () => new Response('[]')) as unknown as typeof fetch;
    expect(await fetchLiveVehicle({ url: 'http://api', anonKey: 'k', fetch: empty }, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const down = (async () => new Response('{}', { status: 503 })) as unknown as typeof fetch;
    await expect(fetchLiveVehicle({ url: 'http://api', anonKey: 'k', fetch: down }, X5_ID)).rejects.toThrow(/503/);
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

describe('sell form', () => {
  it('offers 2024 down to 2000 and needs all five fields', () => {
    const years = sellYears();
    expect(years).toHaveLength(25);
    expect([years[0], years.at(-1)]).toEqual([2024, 2000]);
    const full = { make: 'BMW', model: 'X5', year: '2020', mileage: '1', condition: 'good' };
    expect(isDraftComplete(full)).toBe(true);
    expect(isDraftComplete(EMPTY_DRAFT)).toBe(false);
    expect(isDraftComplete({ ...full, mileage: '  ' })).toBe(false);
  });
});
