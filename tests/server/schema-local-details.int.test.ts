// The optional local details through real supabase-js against the embedded
// server: staff can write them, the checks refuse what the form refuses with named constraints,
// visitors read them, and the seed fills them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { expectCheckRefused, signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

const valid = (over: Record<string, unknown> = {}): Record<string, unknown> =>
  anInsert({
    make: 'Lexus',
    model: 'Local Details Probe',
    year: 2019,
    price: 150_000,
    mileage: 30_000,
    condition: 'Very Good',
    color: 'Sonic Titanium',
    ...over,
  });

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'local');
});

describe('local details columns', () => {
  it('staff store all five and a visitor reads them back', async () => {
    const { data, error } = await staff
      .from('vehicles')
      .insert(
        valid({
          origin: 'Recond',
          registration_year: 2021,
          previous_owners: 0,
          warranty_months: 12,
          engine_capacity_cc: 2487,
        }),
      )
      .select('id')
      .single();
    expect(error).toBeNull();
    const read = await server
      .anon()
      .from('vehicles')
      .select('origin, registration_year, previous_owners, warranty_months, engine_capacity_cc')
      .eq('id', data!.id)
      .single();
    expect(read.data).toEqual({
      origin: 'Recond',
      registration_year: 2021,
      previous_owners: 0,
      warranty_months: 12,
      engine_capacity_cc: 2487,
    });
  });

  it('are optional: a vehicle without them stores nulls', async () => {
    const { data, error } = await staff
      .from('vehicles')
      .insert(valid())
      .select('origin, registration_year, previous_owners, warranty_months, engine_capacity_cc')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      origin: null,
      registration_year: null,
      previous_owners: null,
      warranty_months: null,
      engine_capacity_cc: null,
    });
  });

  it('accept the boundaries and an electric car without engine capacity', async () => {
    const rows = [
      valid({
        origin: 'Local',
        registration_year: 2019,
        previous_owners: 20,
        warranty_months: 120,
        engine_capacity_cc: 10_000,
      }),
      valid({ registration_year: 2100, previous_owners: 0, warranty_months: 0, engine_capacity_cc: 50 }),
      valid({ fuel_type: 'Electric', engine_capacity_cc: null, origin: 'Local' }),
    ];
    const { error } = await staff.from('vehicles').insert(rows);
    expect(error).toBeNull();
  });

  const refused: Array<[string, Record<string, unknown>, string]> = [
    ["origin 'Imported'", { origin: 'Imported' }, 'vehicles_origin_option'],
    ["origin 'local' (case matters)", { origin: 'local' }, 'vehicles_origin_option'],
    ['registration year 2101', { registration_year: 2101 }, 'vehicles_registration_year_range'],
    [
      'registration before the manufacturing year',
      { year: 2020, registration_year: 2019 },
      'vehicles_registration_not_before_year',
    ],
    ['-1 previous owners', { previous_owners: -1 }, 'vehicles_previous_owners_range'],
    ['21 previous owners', { previous_owners: 21 }, 'vehicles_previous_owners_range'],
    ['121 months of warranty', { warranty_months: 121 }, 'vehicles_warranty_months_range'],
    ['negative warranty', { warranty_months: -6 }, 'vehicles_warranty_months_range'],
    ['49 cc', { engine_capacity_cc: 49 }, 'vehicles_engine_capacity_cc_range'],
    ['10,001 cc', { engine_capacity_cc: 10_001 }, 'vehicles_engine_capacity_cc_range'],
    [
      'an electric car with 2,000 cc',
      { fuel_type: 'Electric', engine_capacity_cc: 2000 },
      'vehicles_engine_capacity_electric',
    ],
  ];

  it.each(refused)('refuses %s with a named constraint and stores nothing', (_label, bad, constraint) =>
    expectCheckRefused(server, staff, valid(bad), constraint),
  );

  it('refuses a bad edit (electric with cc) and leaves the vehicle unchanged', async () => {
    const { data } = await staff
      .from('vehicles')
      .insert(valid({ engine_capacity_cc: 1998 }))
      .select('id')
      .single();
    const edit = await staff.from('vehicles').update({ fuel_type: 'Electric' }).eq('id', data!.id);
    expect(edit.error?.message).toContain('vehicles_engine_capacity_electric');
    const read = await staff.from('vehicles').select('fuel_type, engine_capacity_cc').eq('id', data!.id).single();
    expect(read.data).toEqual({ fuel_type: 'Gasoline', engine_capacity_cc: 1998 });
  });

  it('visitors cannot write them', async () => {
    const { error, status } = await server
      .anon()
      .from('vehicles')
      .insert(valid({ origin: 'Local' }));
    expect({ status, code: error?.code }).toEqual({ status: 401, code: '42501' });
  });
});

describe('seed local details', () => {
  it('fills every seed vehicle: both origins, registration never before the year, no cc for the electric Taycan', async () => {
    const { data, error } = await server
      .anon()
      .from('vehicles')
      .select(
        'id, model, year, fuel_type, origin, registration_year, previous_owners, warranty_months, engine_capacity_cc',
      );
    expect(error).toBeNull();
    const rows = (data ?? []).filter((r) => r.id.startsWith('5eed0000-'));
    expect(rows).toHaveLength(20);
    expect(rows.filter((r) => r.origin === 'Recond').length).toBe(10);
    expect(rows.filter((r) => r.origin === 'Local').length).toBe(10);
    expect(rows.every((r) => r.registration_year !== null && r.registration_year >= r.year)).toBe(true);
    expect(rows.some((r) => r.registration_year! > r.year)).toBe(true);
    expect(rows.find((r) => r.model === 'Taycan 4S')).toMatchObject({
      fuel_type: 'Electric',
      engine_capacity_cc: null,
    });
    expect(rows.find((r) => r.model === '330e M Sport')).toMatchObject({
      origin: 'Local',
      engine_capacity_cc: 1998,
      warranty_months: 24,
    });
    expect(rows.filter((r) => r.fuel_type !== 'Electric').every((r) => r.engine_capacity_cc !== null)).toBe(true);
  });
});
