// A draft holds an unfinished car (only make and model), and the database refuses
// to list a car with missing fields, leaving the row as it was (vehicles_complete_unless_draft).
// A draft is kept from visitors by RLS and the deltas say nothing of it until it was public.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { signUp, type Account } from '../support/staff-fixture.ts';
import { aProbe, anInsert } from '../support/vehicle.ts';

let staff: Account;
let server: TestServer;
withTestServer(async (s) => {
  server = s;
  staff = await signUp(s, 'owner');
});

const REFUSED = 'new row for relation "vehicles" violates check constraint "vehicles_complete_unless_draft"';

describe('drafts with missing fields', () => {
  it('stores a draft with only make and model, and refuses to publish it without changing it', async () => {
    const draft = await staff.client
      .from('vehicles')
      .insert({ make: 'Porsche', model: 'Cayenne', status: 'draft' })
      .select('make, model, year, price, mileage, fuel_type, transmission, condition, body_type, color, status')
      .single();
    expect(draft.error).toBeNull();
    expect(draft.data).toEqual({
      make: 'Porsche',
      model: 'Cayenne',
      year: null,
      price: null,
      mileage: null,
      fuel_type: null,
      transmission: null,
      condition: null,
      body_type: null,
      color: null,
      status: 'draft',
    });
    const { data: row } = await staff.client.from('vehicles').select('id, updated_at').eq('model', 'Cayenne').single();
    const id = (row as { id: string; updated_at: string }).id;

    for (const status of ['available', 'reserved', 'sold']) {
      const publish = await staff.client.from('vehicles').update({ status, price: 250000 }).eq('id', id).select();
      expect(publish.error?.message).toBe(REFUSED);
      expect(publish.error?.code).toBe('23514');
    }
    const after = await staff.client.from('vehicles').select('status, price, updated_at').eq('id', id).single();
    expect(after.data).toEqual({
      status: 'draft',
      price: null,
      updated_at: (row as { updated_at: string }).updated_at,
    });
  });

  it('refuses a listed car with a missing field, and still refuses a draft without a make', async () => {
    const listed = await staff.client.from('vehicles').insert({ ...anInsert({ status: 'available' }), color: null });
    expect(listed.error?.message).toBe(REFUSED);
    const noMake = await staff.client.from('vehicles').insert({ model: 'Cayenne', status: 'draft' });
    expect(noMake.error?.message).toBe(
      'null value in column "make" of relation "vehicles" violates not-null constraint',
    );
    const bad = await staff.client.from('vehicles').insert({ make: 'BMW', model: 'M3', status: 'draft', year: 1900 });
    expect(bad.error?.message).toBe('new row for relation "vehicles" violates check constraint "vehicles_year_range"');
  });

  it('publishes a draft once every field is filled in', async () => {
    const { data } = await staff.client
      .from('vehicles')
      .insert({ make: 'Lexus', model: 'LM', status: 'draft' })
      .select('id')
      .single();
    const id = (data as { id: string }).id;
    const { make: _m, model: _o, ...rest } = anInsert({ status: 'available' });
    const done = await staff.client.from('vehicles').update(rest).eq('id', id).select('make, model, status').single();
    expect(done.error).toBeNull();
    expect(done.data).toEqual({ make: 'Lexus', model: 'LM', status: 'available' });
  });
});

const probe = (over: Record<string, unknown> = {}): Record<string, unknown> => aProbe('Stock Probe', over);

describe("status 'draft'", () => {
  // A staff client of its own (a plain sign-up, as the dealer-stock tests had it).
  let dealer: SupabaseClient;
  beforeAll(async () => {
    dealer = await signedUpClient(server, 'dealer');
  });

  it('is kept from visitors by RLS and reported as gone by the deltas', async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const made = await dealer
      .from('vehicles')
      .insert(probe({ model: 'Draft Probe', status: 'draft' }))
      .select('id, status')
      .single();
    expect(made.data?.status).toBe('draft');
    const id = made.data?.id as string;
    const anon = await server.anon().from('vehicles').select('id').eq('id', id);
    expect(anon.data).toEqual([]);
    // Never public yet: the deltas say nothing of it (docs/security.md, "Drafts stay private").
    const unseen = await server.anon().rpc('vehicle_deletions_since', { p_since: before, p_id: id });
    expect(unseen.data).toEqual([]);
    await dealer.from('vehicles').update({ status: 'available' }).eq('id', id);
    const seen = await server.anon().from('vehicles').select('id').eq('id', id);
    expect(seen.data).toEqual([{ id }]);
    await dealer.from('vehicles').update({ status: 'draft' }).eq('id', id);
    const gone = await server.anon().rpc('vehicle_deletions_since', { p_since: before, p_id: id });
    expect((gone.data as { id: string }[]).map((r) => r.id)).toEqual([id]);
  });
});
