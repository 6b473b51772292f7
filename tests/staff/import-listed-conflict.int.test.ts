// Imported stock keeps its 'listed since' (created_at, which the newest-first order,
// 'New arrival' and days in stock follow). A re-import of a row exported before
// someone else's edit is refused unless the importer chose to overwrite it (docs/product.md D34).
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { importVehicles, type ImportInput } from '~/data/vehicles';
import type { AppSupabase } from '~/data/supabase';
import { isNewArrival } from '~/lib/vehicle/listing';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInput } from '../support/vehicle.ts';

const car = (stock: string, over: Partial<ImportInput> = {}): ImportInput => ({
  ...anInput({
    make: 'Lexus',
    model: 'RX350 Listed',
    year: 2019,
    price: 228_000,
    mileage: 61_000,
    condition: 'Very Good',
    bodyType: 'SUV',
    color: 'Sonic Quartz',
    images: ['/placeholder.svg'],
    origin: 'Recond',
    engineCapacityCc: 3456,
    stockNumber: stock,
  }),
  ...over,
});

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'lister');
});
const as = (c: SupabaseClient) => c as unknown as AppSupabase;
const row = async (stock: string) =>
  (await server.service().from('vehicles').select('created_at, updated_at, price').eq('stock_number', stock).single())
    .data as { created_at: string; updated_at: string; price: number };

describe("an import's listed_since", () => {
  it('is the listing date of a new car, kept by a re-import without it; absent, the car is listed now', async () => {
    await importVehicles(as(staff), [car('LS-1', { listedSince: '2024-05-31T00:00:00.000Z' }), car('LS-2')]);
    const old = await row('LS-1');
    expect(Date.parse(old.created_at)).toBe(Date.parse('2024-05-31T00:00:00.000Z'));
    expect(isNewArrival(old.created_at, Date.now())).toBe(false);
    expect(isNewArrival((await row('LS-2')).created_at, Date.now())).toBe(true);

    await importVehicles(as(staff), [car('LS-1', { price: 219_000 })]);
    expect(Date.parse((await row('LS-1')).created_at)).toBe(Date.parse('2024-05-31T00:00:00.000Z'));
    expect(Number((await row('LS-1')).price)).toBe(219_000);

    // The one order, newest listed first, puts the older stock after the new car.
    const { data } = await server
      .service()
      .from('vehicles')
      .select('stock_number')
      .in('stock_number', ['LS-1', 'LS-2'])
      .order('created_at', { ascending: false });
    expect(data).toEqual([{ stock_number: 'LS-2' }, { stock_number: 'LS-1' }]);
  });
});

describe('a re-import of an exported row', () => {
  it('is refused when the car changed after the export, unless overwrite was chosen', async () => {
    await importVehicles(as(staff), [car('CF-1')]);
    const exported = (await row('CF-1')).updated_at;
    // Someone else edits the car after the export.
    const other = await staff.from('vehicles').update({ price: 199_000 }).eq('stock_number', 'CF-1');
    expect(other.error).toBeNull();

    await expect(importVehicles(as(staff), [car('CF-1', { price: 240_000, version: exported })])).rejects.toThrow(
      'Stock number CF-1 was changed by someone else after the file was exported',
    );
    expect(Number((await row('CF-1')).price)).toBe(199_000);

    await importVehicles(as(staff), [car('CF-1', { price: 240_000, version: exported, overwrite: true })]);
    expect(Number((await row('CF-1')).price)).toBe(240_000);

    // Exported at the current version: no conflict.
    const now = (await row('CF-1')).updated_at;
    await importVehicles(as(staff), [car('CF-1', { price: 241_000, version: now })]);
    expect(Number((await row('CF-1')).price)).toBe(241_000);
  });
});
