// Finding 1 of the second attack round: one 131-byte anonymous request (a back-referencing
// regular expression over a vehicle's details) froze the site and the API for minutes. Now each
// API role's statements stop at its statement timeout (supabase/config.toml: anon 3 s,
// authenticated 8 s), the database engine runs off the event loop, so the static site answers
// at once meanwhile, and the engine restarted after a timeout still holds every committed row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../scripts/supabase/config/config.ts';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/host/serve/server.ts';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

const SEEDED = '5eed0000-0000-4000-8000-000000000002';
const ATTACK = `/rest/v1/vehicles?select=id&id=eq.${SEEDED}&vehicle_details=match.^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$`;

let server: TestServer;
withTestServer((s) => {
  server = s;
});

let root: string;
let site: RunningSite;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'statement-timeout-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Mewah</title><p>Home</p>');
  await writeFile(path.join(root, '404.html'), '<!doctype html><title>404</title>');
  site = await listenSite(createSiteServer({ root, log: () => undefined }), 0);
});
afterAll(async () => {
  await site?.close();
  await rm(root, { recursive: true, force: true });
});

/** Polls `url` every 100 ms while `running` is unsettled; returns each answer's status and time. */
async function probeWhile(running: Promise<unknown>, url: string): Promise<{ status: number; ms: number }[]> {
  let done = false;
  void running.finally(() => (done = true));
  const seen: { status: number; ms: number }[] = [];
  // Let the attack reach the engine first.
  await new Promise((r) => setTimeout(r, 300));
  while (!done) {
    const res = await raw(url);
    seen.push({ status: res.status, ms: res.ms });
    await new Promise((r) => setTimeout(r, 100));
  }
  return seen;
}

describe('statement timeouts', () => {
  it('are read from supabase/config.toml per role: anon 3 s, authenticated 8 s', () => {
    expect(loadConfig().db.statementTimeouts).toEqual({ anon: 3000, authenticated: 8000 });
  });

  it('stop the anonymous regex attack at 3 s while the site answers within a second, and lose nothing', async () => {
    // A committed write just before the attack must survive the engine's restart.
    const marker = await server
      .service()
      .from('vehicles')
      .update({ color: 'Timeout Grey' })
      .eq('id', '5eed0000-0000-4000-8000-000000000001')
      .select('color');
    expect(marker.data).toEqual([{ color: 'Timeout Grey' }]);
    const before = await fingerprint(server);

    const started = performance.now();
    const attack = raw(`${server.url}${ATTACK}`, { headers: { apikey: server.publishableKey } });
    const siteAnswers = await probeWhile(attack, `${site.url}/`);
    const answer = await attack;
    const elapsed = performance.now() - started;

    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    expect(elapsed).toBeLessThan(4500);
    // The site kept answering, each time within a second.
    expect(siteAnswers.length).toBeGreaterThanOrEqual(5);
    for (const a of siteAnswers) {
      expect(a.status).toBe(200);
      expect(a.ms).toBeLessThan(1000);
    }

    // The API answers again, from the restarted engine, with everything committed before.
    const read = await raw(`${server.url}/rest/v1/vehicles?select=color&id=eq.5eed0000-0000-4000-8000-000000000001`, {
      headers: { apikey: server.publishableKey },
    });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toEqual([{ color: 'Timeout Grey' }]);
    expect(await fingerprint(server)).toEqual(before);
  }, 30_000);

  it('make a REST read queued behind the attack wait no longer than the attack’s timeout', async () => {
    const attack = raw(`${server.url}${ATTACK}`, { headers: { apikey: server.publishableKey } });
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    const read = await raw(`${server.url}/rest/v1/vehicles?select=make&id=eq.${SEEDED}`, {
      headers: { apikey: server.publishableKey },
    });
    const waited = performance.now() - started;
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toEqual([{ make: 'BMW' }]);
    // The attack's remaining 2.7 s plus the engine's restart (about a second on an idle machine,
    // over ten on a heavily loaded one), not the minutes the statement would have run.
    expect(waited).toBeLessThan(2700 + 20_000);
    expect((await attack).status).toBe(500);
  }, 30_000);

  it('stop a signed-in staff member’s statement at 8 s, not at the anonymous 3 s', async () => {
    const staff = await signedUpClient(server, 'timeout');
    // The engine is up again after the previous attack (this read waits for it).
    expect((await staff.from('vehicles').select('id').eq('id', SEEDED)).data).toEqual([{ id: SEEDED }]);
    const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
    const started = performance.now();
    const answer = await raw(`${server.url}${ATTACK}`, {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
    });
    const elapsed = performance.now() - started;
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '57014' });
    expect(elapsed).toBeGreaterThanOrEqual(8000);
    expect(elapsed).toBeLessThan(9500);
  }, 30_000);
});
