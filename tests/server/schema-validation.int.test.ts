// The database refuses what the vehicle form refuses, even when a request skips the form, and
// filter values shaped like SQL injection are only ever data. Real supabase-js, embedded server.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

const SEED_ID = '5eed0000-0000-4000-8000-000000000001';
const valid = (over: Record<string, unknown> = {}): Record<string, unknown> =>
  anInsert({
    make: 'Audi',
    model: 'Validation Probe',
    year: 2021,
    price: 150_000,
    mileage: 30_000,
    condition: 'Very Good',
    body_type: 'SUV',
    color: 'Mythos Black',
    ...over,
  });

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'validation');
});

const vehicleCount = async (): Promise<number | null> =>
  (await server.service().from('vehicles').select('id', { count: 'exact', head: true })).count;

describe('check constraints refuse what the form refuses', () => {
  const refused: Array<[string, Record<string, unknown>, string]> = [
    ['a blank make', { make: '   ' }, 'vehicles_make_not_blank'],
    ['an empty colour', { color: '' }, 'vehicles_color_not_blank'],
    ["fuel 'Petrol' (not in the list)", { fuel_type: 'Petrol' }, 'vehicles_fuel_type_option'],
    ["condition 'Like New' (not in the list)", { condition: 'Like New' }, 'vehicles_condition_option'],
    ["transmission 'CVT'", { transmission: 'CVT' }, 'vehicles_transmission_option'],
    ["body type 'Pickup'", { body_type: 'Pickup' }, 'vehicles_body_type_option'],
    ['16 images', { images: Array.from({ length: 16 }, (_, i) => `/seed/x-${i}.svg`) }, 'vehicles_images_count'],
    ['31 features', { features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) }, 'vehicles_features_count'],
    ['a negative price', { price: -1 }, 'vehicles_price_range'],
    ['a price of 0', { price: 0 }, 'vehicles_price_range'],
    ['year 1800', { year: 1800 }, 'vehicles_year_range'],
    ['negative mileage', { mileage: -5 }, 'vehicles_mileage_range'],
    ['a 61-character model', { model: 'M'.repeat(61) }, 'vehicles_model_length'],
    [
      'details with a list missing',
      { vehicle_details: { exterior: [], interior: [] } },
      'vehicles_vehicle_details_shape',
    ],
    [
      'details with a non-string item',
      { vehicle_details: { exterior: [1], interior: [], drivetrain: [] } },
      'vehicles_vehicle_details_shape',
    ],
    ['details that are an array', { vehicle_details: ['Sunroof'] }, 'vehicles_vehicle_details_shape'],
    [
      'details with an extra key',
      { vehicle_details: { exterior: [], interior: [], drivetrain: [], x: [] } },
      'vehicles_vehicle_details_shape',
    ],
  ];

  it.each(refused)('refuses %s with a named constraint and stores nothing', async (_label, bad, constraint) => {
    const before = await vehicleCount();
    const { error, status } = await staff.from('vehicles').insert(valid(bad));
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
    expect(await vehicleCount()).toBe(before);
  });

  it('refuses a fractional year and a missing required field', async () => {
    const before = await vehicleCount();
    const fractional = await staff.from('vehicles').insert(valid({ year: 2024.5 }));
    const missing = await staff.from('vehicles').insert(valid({ color: null }));
    // A listed car needs every field (only a draft may lack one: vehicles_complete_unless_draft).
    expect([fractional.error?.code, missing.error?.code]).toEqual(['22P02', '23514']);
    expect(missing.error?.message).toContain('vehicles_complete_unless_draft');
    expect(await vehicleCount()).toBe(before);
  });

  it('refuses a bad edit and leaves the vehicle unchanged', async () => {
    const before = (await server.service().from('vehicles').select('*').eq('id', SEED_ID).single()).data;
    const { error } = await staff
      .from('vehicles')
      .update({ condition: 'Like New', images: Array(16).fill('/x.svg') })
      .eq('id', SEED_ID);
    expect(error?.code).toBe('23514');
    expect((await server.service().from('vehicles').select('*').eq('id', SEED_ID).single()).data).toEqual(before);
  });

  it('accepts the boundaries: 15 images, years 1950 and next year, prices 1 and 100,000,000, string details', async () => {
    const nextYear = new Date().getFullYear() + 1;
    // Same keys in both rows: PostgREST fills a key missing from one row with null.
    const rows = [
      valid({
        model: 'Boundary',
        images: Array.from({ length: 15 }, (_, i) => `/seed/x-${i}.svg`),
        year: 1950,
        price: 1,
        vehicle_details: { exterior: [], interior: [], drivetrain: [] },
      }),
      valid({
        model: 'Boundary',
        images: [],
        year: nextYear,
        price: 100_000_000,
        vehicle_details: 'Full service history.',
      }),
    ];
    const { data, error } = await staff.from('vehicles').insert(rows).select('images, year, vehicle_details');
    expect(error).toBeNull();
    expect(data?.map((r) => [r.images.length, r.year, typeof r.vehicle_details])).toEqual([
      [15, 1950, 'object'],
      [0, nextYear, 'string'],
    ]);
  });
});

describe('SQL-injection-shaped values are plain data', () => {
  it('match no rows and leave the tables intact', async () => {
    const anon = server.anon();
    const before = (await server.service().from('vehicles').select('id', { count: 'exact', head: true })).count;
    const probes = await Promise.all([
      anon.from('vehicles').select('id').eq('make', "'; drop table vehicles;--"),
      anon.from('vehicles').select('id').ilike('model', "%' or 1=1--"),
      anon.from('vehicles').select('id').ilike('make', "%'); delete from public.vehicles; --%"),
      anon.from('vehicles').select('id').eq('color', '" or ""="'),
      anon.from('vehicles').select('id').in('make', ["BMW') or ('1'='1"]),
    ]);
    for (const probe of probes) {
      expect(probe.error).toBeNull();
      expect(probe.data).toEqual([]);
    }
    // A uuid column refuses the text outright rather than matching anything.
    const byId = await anon.from('vehicles').select('id').eq('id', `${SEED_ID}' or '1'='1`);
    expect(byId.data ?? []).toEqual([]);
    const email = await anon.rpc('get_email_for_username', { p_username: "' or 1=1 --" });
    const available = await anon.rpc('is_username_available', { p_username: "x' or '1'='1" });
    expect([email.data, available.data]).toEqual([null, false]);
    const after = (await server.service().from('vehicles').select('id', { count: 'exact', head: true })).count;
    expect(after).toBe(before);
    expect(after).toBeGreaterThanOrEqual(20);
  });
});
