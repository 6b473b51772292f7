import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';
import { describe, expect, it } from 'vitest';
import type { Database } from '~/data/database.types';
import { supabaseVehicleRepo } from '~/data/vehicles';
import { anInput, aRow } from '../support/vehicle';

type Seen = { method: string; url: URL; body: unknown };

const X = '5eed0000-0000-4000-8000-00000000000a';
const Y = '5eed0000-0000-4000-8000-00000000000b';

const row = (id: string, created: string) =>
  aRow({
    id,
    make: 'Lexus',
    model: 'LX 600',
    year: 2023,
    price: '705000.00',
    mileage: 9000,
    body_type: 'SUV',
    color: 'Sonic Titanium',
    created_at: created,
    updated_at: created,
  });

/** supabase-js with a fetch that records each REST call and answers with `reply`. */
function repoWith(reply: (s: Seen) => unknown) {
  const seen: Seen[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const s = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    seen.push(s);
    return new Response(JSON.stringify(reply(s)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
  const client = createClient<Database>('http://127.0.0.1:1', 'anon', {
    global: { fetch: fetchStub },
    auth: { persistSession: false },
    realtime: { transport: ws as unknown as Transport },
  });
  const rest = { url: 'http://127.0.0.1:1', anonKey: 'anon', accessToken: async () => 'staff-token', fetch: fetchStub };
  return { repo: supabaseVehicleRepo(client, rest), seen };
}

describe('supabaseVehicleRepo', () => {
  it('reads one page of live rows, newest first, as the staff member, validated into Vehicles', async () => {
    const { repo, seen } = repoWith(() => [
      row('b', '2026-02-01T00:00:00+00:00'),
      row('a', '2026-01-01T00:00:00+00:00'),
    ]);
    const page = await repo.page({ search: '', after: null, limit: 2 });
    expect(page.vehicles.map((v) => [v.id, v.price, v.bodyType])).toEqual([
      ['b', 705000, 'SUV'],
      ['a', 705000, 'SUV'],
    ]);
    expect(page.next).toEqual({ createdAt: '2026-01-01T00:00:00+00:00', id: 'a' });
    const q = seen[0]!.url.searchParams;
    expect(q.get('deleted_at')).toBe('is.null');
    expect(q.get('order')).toBe('created_at.desc,id.asc');
    expect(q.get('limit')).toBe('2');
    expect(q.get('and')).toBeNull();
    expect(seen[0]!.url.pathname).toBe('/rest/v1/vehicles');
  });

  it('continues after the last row (keyset) and searches make, model or stock number', async () => {
    const { repo, seen } = repoWith(() => [row('c', '2025-12-01T00:00:00+00:00')]);
    const page = await repo.page({
      search: ' 50%_x ',
      after: { createdAt: '2026-01-01T00:00:00.5+00:00', id: 'a' },
      limit: 2,
    });
    expect(page.next).toBeNull();
    expect(seen[0]!.url.searchParams.get('and')).toBe(
      '(or(created_at.lt."2026-01-01T00:00:00.5+00:00",and(created_at.eq."2026-01-01T00:00:00.5+00:00",id.gt.a)),' +
        'or(make.ilike."*50\\\\%\\\\_x*",model.ilike."*50\\\\%\\\\_x*",stock_number.ilike."*50\\\\%\\\\_x*"))',
    );
  });

  it('soft-deletes with an update of deleted_at, and restores by clearing it', async () => {
    const { repo, seen } = repoWith((s) =>
      s.body && (s.body as { deleted_at: unknown }).deleted_at === null ? row(X, '2026-01-01T00:00:00Z') : [{ id: X }],
    );
    await repo.softDelete(X);
    expect(seen[0]).toMatchObject({ method: 'PATCH' });
    expect(seen[0]!.url.searchParams.get('id')).toBe('eq.5eed0000-0000-4000-8000-00000000000a');
    expect(typeof (seen[0]!.body as { deleted_at: unknown }).deleted_at).toBe('string');
    const restored = await repo.restore(X);
    expect(seen[1]).toMatchObject({ method: 'PATCH', body: { deleted_at: null } });
    expect(restored.id).toBe('5eed0000-0000-4000-8000-00000000000a');
  });

  it('reports a delete that matched no row (RLS hides refusals) as a failure', async () => {
    const { repo } = repoWith(() => []);
    await expect(repo.softDelete('00000000-0000-4000-8000-000000000000')).rejects.toThrow('Vehicle not found');
  });

  it('refuses an answer that is not a vehicle row', async () => {
    const { repo } = repoWith(() => ({ ...row(Y, '2026-01-01T00:00:00Z'), fuel_type: 'Petrol' }));
    await expect(
      repo.update(
        Y,
        anInput({
          make: 'Lexus',
          model: 'LX',
          year: 2023,
          price: 1,
          mileage: 1,
          condition: 'Good',
          bodyType: 'SUV',
          color: 'Red',
          vehicleDetails: '',
        }),
        '2026-01-01T00:00:00+00:00',
      ),
    ).rejects.toThrow();
  });

  it('refuses an id that cannot name a vehicle without asking the server', async () => {
    const { repo, seen } = repoWith(() => []);
    await expect(repo.softDelete('does-not-exist')).rejects.toThrow('Vehicle not found');
    await expect(repo.restore('does-not-exist')).rejects.toThrow('Vehicle not found');
    expect(seen).toHaveLength(0);
  });
});
