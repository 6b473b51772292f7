// The chassis number and the motor power through real supabase-js against the embedded server:
// staff keep a car's chassis number in a table visitors cannot read; what visitors get is its last
// 4 characters and, only for a valid 17-character VIN, the VIN (public.vehicle_public_identifiers()).
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { expectCheckRefused, signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { anInsert } from '../support/vehicle.ts';

let server: TestServer;
let staff: SupabaseClient;
withTestServer(async (s) => {
  server = s;
  staff = await signedUpClient(s, 'chassis');
});

const car = async (over: Record<string, unknown> = {}): Promise<string> => {
  const { data, error } = await staff
    .from('vehicles')
    .insert(anInsert({ make: 'Toyota', model: 'Chassis Probe', ...over }))
    .select('id')
    .single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
};

describe('chassis numbers', () => {
  it('staff store one; a visitor cannot read the table, and the public read gives only the last 4', async () => {
    const id = await car();
    const stored = await staff.from('vehicle_identifiers').insert({ vehicle_id: id, chassis_number: 'GRS191-0012345' });
    expect(stored.error).toBeNull();
    expect((await staff.from('vehicle_identifiers').select('chassis_number').eq('vehicle_id', id)).data).toEqual([
      { chassis_number: 'GRS191-0012345' },
    ]);

    const anon = server.anon();
    const direct = await anon.from('vehicle_identifiers').select('*');
    expect(direct.data ?? []).toEqual([]);
    const { data } = await anon.rpc('vehicle_public_identifiers');
    expect((data as { vehicle_id: string }[]).find((r) => r.vehicle_id === id)).toEqual({
      vehicle_id: id,
      chassis_last4: '2345',
      vin: null,
    });
    expect(JSON.stringify(data)).not.toContain('GRS191');
  });

  it('a valid VIN (check digit X) is published whole; one with a wrong check digit is not', async () => {
    const good = await car();
    const bad = await car();
    expect(
      (
        await staff.from('vehicle_identifiers').insert([
          { vehicle_id: good, chassis_number: '1M8GDM9AXKP042788' },
          { vehicle_id: bad, chassis_number: '1M8GDM9A1KP042788' },
        ])
      ).error,
    ).toBeNull();
    const { data } = await server.anon().rpc('vehicle_public_identifiers');
    const rows = data as { vehicle_id: string; chassis_last4: string; vin: string | null }[];
    expect(rows.find((r) => r.vehicle_id === good)?.vin).toBe('1M8GDM9AXKP042788');
    expect(rows.find((r) => r.vehicle_id === bad)).toEqual({ vehicle_id: bad, chassis_last4: '2788', vin: null });
  });

  it('a draft car is not in the public read; a visitor cannot write a chassis number', async () => {
    const draft = await car({ status: 'draft' });
    await staff.from('vehicle_identifiers').insert({ vehicle_id: draft, chassis_number: 'ZZT231-7000001' });
    const { data } = await server.anon().rpc('vehicle_public_identifiers');
    expect((data as { vehicle_id: string }[]).some((r) => r.vehicle_id === draft)).toBe(false);
    const write = await server
      .anon()
      .from('vehicle_identifiers')
      .insert({ vehicle_id: draft, chassis_number: 'X1234' });
    expect(write.error).not.toBeNull();
  });

  it('refuses lower case and spaces (vehicle_identifiers_chassis_format)', async () => {
    const id = await car();
    const { error } = await staff
      .from('vehicle_identifiers')
      .insert({ vehicle_id: id, chassis_number: 'grs191 0012345' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('vehicle_identifiers_chassis_format');
  });
});

describe('motor power', () => {
  it('stores a whole number of kW from 1 to 2,000 (vehicles_motor_power_kw_range)', async () => {
    const id = await car({ fuel_type: 'Electric', engine_capacity_cc: null, motor_power_kw: 220 });
    expect((await server.anon().from('vehicles').select('motor_power_kw').eq('id', id).single()).data).toEqual({
      motor_power_kw: 220,
    });
    await expectCheckRefused(
      server,
      staff,
      anInsert({ make: 'Tesla', model: 'Too Strong', motor_power_kw: 2001 }),
      'vehicles_motor_power_kw_range',
    );
  });
});
