// The rebuild webhook as the hook receiver sees it: a staff edit through supabase-js fires the
// statement-level trigger, pg_net's worker posts Supabase's webhook payload after commit.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { toRow } from '~/data/vehicles';
import type { VehicleInput } from '~/lib/vehicle';
import { registerRebuildHook } from '../../scripts/host/hook/hook-settings.ts';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { anInput } from '../support/vehicle.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let api: TestServer;
let staff: SupabaseClient;
let receiver: Server;
let hookUrl: string;
const received: Received[] = [];
const SECRET = 'webhook-test-secret';

const newVehicle: VehicleInput = anInput({
  make: 'Porsche',
  model: 'Taycan 4S',
  price: 598000,
  fuelType: 'Electric',
  color: 'Frozen Blue',
  features: ['Performance Battery Plus'],
  vehicleDetails: 'One owner.',
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(count: number, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (received.length < count && Date.now() < until) await sleep(50);
}
/** Every request committed so far has been sent (so it reached `received`) and its answer recorded. */
const settle = () => api.pgNet.drain();
const queued = async (): Promise<number> =>
  (await api.ctx.asAdmin((tx) => tx.query<{ n: number }>('select count(*)::int as n from net.http_request_queue')))
    .rows[0]?.n ?? -1;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"scheduled":true}');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/__hooks/rebuild`;
  api = await startTestServer();
  staff = api.client();
  const { error } = await staff.auth.signUp({
    email: `webhook-${Date.now()}@example.com`,
    password: 'Webhook-Test-123',
  });
  if (error) throw error;
});

afterAll(async () => {
  await api?.stop();
  await new Promise<void>((r) => receiver.close(() => r()));
});

beforeEach(async () => {
  await registerRebuildHook(api.ctx, hookUrl, SECRET);
  await settle();
  received.length = 0;
});

describe('rebuild webhook', () => {
  it('posts the database-webhook payload with the secret after an insert', async () => {
    const { data, error } = await staff.from('vehicles').insert(toRow(newVehicle)).select('id').single();
    expect(error).toBeNull();
    await waitFor(1);
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit?.headers['x-rebuild-secret']).toBe(SECRET);
    expect(hit?.headers['content-type']).toBe('application/json');
    expect(hit?.body).toMatchObject({
      type: 'INSERT',
      table: 'vehicles',
      schema: 'public',
      old_record: null,
      records: 1,
    });
    expect(hit?.body.record).toMatchObject({ id: data?.id, make: 'Porsche', model: 'Taycan 4S', deleted_at: null });
    // pg_net's bookkeeping: the answer is recorded (once the worker has written it), the queue is empty.
    await settle();
    const { rows } = await api.ctx.asAdmin((tx) =>
      tx.query<{ status_code: number; content: string; timed_out: boolean }>(
        'select status_code, content, timed_out from net._http_response',
      ),
    );
    expect(rows).toContainEqual({ status_code: 202, content: '{"scheduled":true}', timed_out: false });
    expect(await queued()).toBe(0);
  });

  it('sends old and new rows for an update, including a soft delete', async () => {
    const { data: rows } = await staff.from('vehicles').select('id, price').eq('make', 'Lexus').order('id').limit(1);
    const target = rows?.[0] as { id: string; price: number };
    await staff.from('vehicles').update({ price: 111111 }).eq('id', target.id);
    const deletedAt = new Date().toISOString();
    await staff.from('vehicles').update({ deleted_at: deletedAt }).eq('id', target.id);
    await waitFor(2);
    expect(received.map((r) => r.body.type)).toEqual(['UPDATE', 'UPDATE']);
    const [priced, deleted] = received;
    expect((priced?.body.old_record as { price: number }).price).toBe(Number(target.price));
    expect((priced?.body.record as { price: number }).price).toBe(111111);
    expect((deleted?.body.old_record as { deleted_at: string | null }).deleted_at).toBeNull();
    expect(Date.parse((deleted?.body.record as { deleted_at: string }).deleted_at)).toBe(Date.parse(deletedAt));
  });

  it('sends a DELETE payload with old_record for a hard delete', async () => {
    const id = '5eed0000-0000-4000-8000-000000000004';
    await api.ctx.asAdmin((tx) => tx.query('delete from public.vehicles where id = $1', [id]));
    await waitFor(1);
    expect(received[0]?.body).toMatchObject({ type: 'DELETE', record: null, records: 1, old_record: { id } });
  });

  it('costs one request for a bulk edit of many rows', async () => {
    const { data, error } = await staff.from('vehicles').update({ color: 'Bulk Grey' }).eq('make', 'BMW').select('id');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(1);
    await waitFor(1);
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({ type: 'UPDATE', records: data?.length });
  });

  it('sends nothing for an update that matched no rows', async () => {
    await staff.from('vehicles').update({ color: 'Nobody' }).eq('make', 'No Such Make');
    await settle();
    expect(received).toHaveLength(0);
  });

  it('never sends the request of a rolled-back transaction', async () => {
    await expect(
      api.ctx.asAdmin(async (tx) => {
        await tx.query(`update public.vehicles set price = price + 1 where make = 'Audi'`);
        expect(
          (await tx.query<{ n: number }>('select count(*)::int as n from net.http_request_queue')).rows[0]?.n,
        ).toBe(1);
        throw new Error('abort the edit');
      }),
    ).rejects.toThrow('abort the edit');
    expect(await queued()).toBe(0);
    // A committed edit afterwards is the only thing that arrives.
    await api.ctx.asAdmin((tx) => tx.query(`update public.vehicles set color = 'Marker' where make = 'Jaguar'`));
    await waitFor(1);
    await settle();
    expect(received).toHaveLength(1);
    expect(received[0]?.body.record).toMatchObject({ make: 'Jaguar', color: 'Marker' });
  });

  it('does nothing when no hook URL is set', async () => {
    await registerRebuildHook(api.ctx, null, null);
    const before = (
      await api.ctx.asAdmin((tx) => tx.query<{ n: number }>('select count(*)::int as n from net._http_response'))
    ).rows[0]?.n;
    const { error } = await staff.from('vehicles').update({ color: 'Unhooked' }).eq('make', 'Porsche');
    expect(error).toBeNull();
    expect(await queued()).toBe(0);
    await settle();
    expect(received).toHaveLength(0);
    const after = (
      await api.ctx.asAdmin((tx) => tx.query<{ n: number }>('select count(*)::int as n from net._http_response'))
    ).rows[0]?.n;
    expect(after).toBe(before);
  });
});
