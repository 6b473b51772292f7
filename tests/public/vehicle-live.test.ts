// A visitor's live read of one vehicle (src/data/vehicles/live-vehicle.ts): what it asks PostgREST, and
// what it answers for a missing vehicle, an HTTP error and an id that cannot be a vehicle id.
import { describe, expect, it } from 'vitest';
import { fetchLiveVehicle } from '~/data/vehicles';
import { aRow } from '../support/vehicle';

const X5_ID = '5eed0000-0000-4000-8000-0000000000a5';
const row = aRow({ id: X5_ID, make: 'BMW', model: 'X5', year: 2023, price: '285000.00', fuel_type: 'Hybrid' });

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
      'http://api/rest/v1/vehicles?select=id%2Cmake%2Cmodel%2Cyear%2Cprice%2Cmileage%2Cfuel_type%2Ctransmission%2Ccondition%2Cbody_type%2Cvariant%2Ccolor%2Cfeatures%2Cimages%2Cvehicle_details%2Corigin%2Cregistration_year%2Cprevious_owners%2Cwarranty_months%2Cengine_capacity_cc%2Cmotor_power_kw%2Cstock_number%2Cprevious_price%2Cprice_reduced_at%2Cstatus%2Ccreated_at%2Cupdated_at&deleted_at=is.null&order=created_at.desc%2Cid.asc&limit=1&id=eq.5eed0000-0000-4000-8000-0000000000a5',
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

describe('fetchLiveVehicle with an id that cannot be a vehicle id', () => {
  it('answers null without asking the server', async () => {
    let asked = 0;
    const fake = (async () => {
      asked += 1;
      return new Response('[]');
    }) as unknown as typeof fetch;
    expect(await fetchLiveVehicle({ url: 'http://api', anonKey: 'k', fetch: fake }, 'does-not-exist')).toBeNull();
    expect(asked).toBe(0);
  });
});
