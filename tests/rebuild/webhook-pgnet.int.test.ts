// pg_net in the embedded server, as SQL callers see it: net.http_post/http_get queue requests
// that the worker sends after commit, with a timeout, recording answers in net._http_response;
// only postgres and service_role may call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../support/helpers.ts';

let api: TestServer;
let target: Server;
let base: string;
const seen: string[] = [];

interface ResponseRow {
  status_code: number | null;
  content: string | null;
  timed_out: boolean | null;
  error_msg: string | null;
}

async function call(sql: string): Promise<number> {
  const { rows } = await api.ctx.asAdmin((tx) => tx.query<{ id: number }>(`select ${sql} as id`));
  return Number(rows[0]?.id);
}
async function responseFor(id: number, ms = 10_000): Promise<ResponseRow> {
  const until = Date.now() + ms;
  for (;;) {
    const { rows } = await api.ctx.asAdmin((tx) =>
      tx.query<ResponseRow>('select status_code, content, timed_out, error_msg from net._http_response where id = $1', [
        id,
      ]),
    );
    if (rows[0]) return rows[0];
    if (Date.now() > until) throw new Error(`no response recorded for request ${id}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  target = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      if (req.url?.startsWith('/slow')) setTimeout(() => res.end('late'), 1500);
      else res.writeHead(201, { 'Content-Type': 'text/plain' }).end(`got ${req.method}`);
    });
  });
  await new Promise<void>((r) => target.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  api = await startTestServer();
});

afterAll(async () => {
  await api?.stop();
  target.closeAllConnections();
  await new Promise<void>((r) => target.close(() => r()));
});

describe('pg_net worker', () => {
  it('sends a POST with its JSON body and query params, and records the answer', async () => {
    const id = await call(`net.http_post('${base}/post', '{"hello":"world"}'::jsonb, '{"a":"1 2"}'::jsonb)`);
    expect(await responseFor(id)).toEqual({ status_code: 201, content: 'got POST', timed_out: false, error_msg: null });
    expect(seen).toContain('POST /post?a=1%202 {"hello": "world"}');
  });

  it('sends a GET', async () => {
    const id = await call(`net.http_get('${base}/get')`);
    expect((await responseFor(id)).content).toBe('got GET');
  });

  it('gives up after timeout_milliseconds and records the timeout', async () => {
    const id = await call(`net.http_post('${base}/slow', timeout_milliseconds => 200)`);
    const row = await responseFor(id);
    expect(row).toMatchObject({ status_code: null, timed_out: true });
    expect(row.error_msg).toMatch(/Timeout of 200 ms/);
  });

  it('records a connection failure as an error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const id = await call(`net.http_post('http://127.0.0.1:${port}/gone')`);
    const row = await responseFor(id);
    expect(row.status_code).toBeNull();
    expect(row.timed_out).toBe(false);
    expect(row.error_msg).toMatch(/ECONNREFUSED|fetch failed/);
  });

  it('refuses a non-JSON content type, as pg_net does', async () => {
    await expect(call(`net.http_post('${base}/x', headers => '{"Content-Type":"text/plain"}'::jsonb)`)).rejects.toThrow(
      'Content-Type header must be "application/json"',
    );
  });

  it('is callable by service_role but not by anon or authenticated', async () => {
    const as = (role: string) =>
      api.ctx.asAdmin(async (tx) => {
        await tx.query(`set local role ${role}`);
        return tx.query(`select net.http_post('${base}/as-${role}')`);
      });
    await expect(as('anon')).rejects.toThrow(/permission denied/);
    await expect(as('authenticated')).rejects.toThrow(/permission denied/);
    const { rows } = await as('service_role');
    const id = Number((rows[0] as { http_post: number | bigint }).http_post);
    expect((await responseFor(id)).content).toBe('got POST');
    expect(seen).toContain('POST /as-service_role {}');
  });

  it('is not reachable through the REST API', async () => {
    const { error, status } = await api
      .anon()
      .schema('net')
      .rpc('http_post', { url: `${base}/via-rest` });
    expect({ status, code: error?.code }).toEqual({ status: 406, code: 'PGRST106' });
    const hook = await api.service().schema('private').from('rebuild_hook').select('*');
    expect({ status: hook.status, code: hook.error?.code }).toEqual({ status: 406, code: 'PGRST106' });
    // The worker sends in queue order: once a later request is answered, an earlier one would have gone too.
    await responseFor(await call(`net.http_get('${base}/after-via-rest')`));
    expect(seen.filter((s) => s.includes('via-rest'))).toEqual(['GET /after-via-rest ']);
  });
});
