// Finding 10 of the second attack round ("smaller"): an unfiltered PATCH touched every vehicle, a
// pending account named the owner's profile through upsert_profile, the build's bookkeeping was
// served, a spoofed X-Forwarded-Host at sign-in let a foreign image host through the image-host
// check, and RLS's staff check answered anonymous RPC calls. Each is refused, nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/host/6-serve/server.ts';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

describe('safeupdate', () => {
  it('refuses an unfiltered PATCH and DELETE on vehicles, as staff, with 400 21000, and changes nothing', async () => {
    const staff = await signedUpClient(server, 'safeupdate');
    const token = (await staff.auth.getSession()).data.session?.access_token ?? '';
    const before = await fingerprint(server);
    const headers = {
      apikey: server.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    };
    const patch = await raw(`${server.url}/rest/v1/vehicles`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ price: 1 }),
    });
    expect(patch.status).toBe(400);
    expect(JSON.parse(patch.text)).toEqual({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
      details: null,
      hint: null,
    });
    const del = await raw(`${server.url}/rest/v1/vehicles`, { method: 'DELETE', headers });
    expect(del.status).toBe(400);
    expect(JSON.parse(del.text)).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await fingerprint(server)).toEqual(before);
  });
});

describe('upsert_profile', () => {
  it('a signed-in stranger cannot name a brand-new account’s profile, even before it has one', async () => {
    const owner = server.client();
    const email = `owner.${Date.now()}@mewah.test`;
    const signedUp = await owner.auth.signUp({
      email,
      password: 'Sup3r-secret',
      options: { data: { username: 'the_owner' } },
    });
    const ownerId = signedUp.data.user?.id ?? '';
    const stranger = await signedUpClient(server, 'stranger');
    const before = await fingerprint(server);
    const hijack = await stranger.rpc('upsert_profile', { p_user_id: ownerId, p_username: 'renamed', p_email: email });
    expect(hijack.error?.code).toBe('42501');
    const anon = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: ownerId, p_username: 'renamed', p_email: email });
    expect(anon.error?.code).toBe('42501');
    expect(await fingerprint(server)).toEqual(before);
    // The name the account signed up with is still free to be written for it.
    expect(
      (await server.anon().rpc('upsert_profile', { p_user_id: ownerId, p_username: 'the_owner', p_email: email }))
        .error,
    ).toBeNull();
  });
});

describe('the staff check over /rest/v1/rpc', () => {
  it('is not callable by anon, and no security-definer function answers anon but the five the screens need', async () => {
    const res = await raw(`${server.url}/rest/v1/rpc/is_staff`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ code: '42501' });
    const callable = await server.ctx.asAdmin(async (tx) => {
      const { rows } = await tx.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute') order by 1`,
      );
      return rows.map((r) => r.fn);
    });
    expect(callable).toEqual([
      'get_email_for_username',
      'is_username_available',
      'upsert_profile',
      'vehicle_deletions_since',
      'vehicle_price_history',
    ]);
  });
});

describe('the image-host check', () => {
  it('refuses a bucket URL on evil.example even when the sign-in named evil.example as its host', async () => {
    const email = `spoof.${Date.now()}@mewah.test`;
    const signUp = await raw(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        'content-type': 'application/json',
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
      },
      body: JSON.stringify({ email, password: 'Sup3r-secret' }),
    });
    expect(signUp.status).toBe(200);
    const token = (JSON.parse(signUp.text) as { access_token: string }).access_token;
    const before = await fingerprint(server);
    const res = await raw(`${server.url}/rest/v1/vehicles?id=eq.5eed0000-0000-4000-8000-000000000001`, {
      method: 'PATCH',
      headers: { apikey: server.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        images: ['http://evil.example/storage/v1/object/public/vehicle-images/vehicles/x.jpg'],
      }),
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ code: '23514' });
    expect(JSON.parse(res.text).message).toContain('Images must come from this project');
    expect(await fingerprint(server)).toEqual(before);
    // This server's own bucket URL is accepted.
    const own = await raw(`${server.url}/rest/v1/vehicles?id=eq.5eed0000-0000-4000-8000-000000000001`, {
      method: 'PATCH',
      headers: { apikey: server.publishableKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ images: [`${server.url}/storage/v1/object/public/vehicle-images/vehicles/x.jpg`] }),
    });
    expect(own.status).toBe(204);
  });
});

describe('the static server', () => {
  let root: string;
  let site: RunningSite;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bookkeeping-'));
    await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
    await writeFile(path.join(root, '.mewah-manifest.json'), '{"pages":{}}');
    await writeFile(path.join(root, '.mewah-build.json'), '{}');
    await mkdir(path.join(root, 'vehicle', '.cache'), { recursive: true });
    await writeFile(path.join(root, 'vehicle', '.cache', 'x.json'), '{}');
    await mkdir(path.join(root, '.well-known'), { recursive: true });
    await writeFile(path.join(root, '.well-known', 'security.txt'), 'Contact: mailto:x@mewah.test');
    site = await listenSite(createSiteServer({ root, log: () => undefined }), 0);
  });
  afterAll(async () => {
    await site?.close();
    await rm(root, { recursive: true, force: true });
  });

  it.each(['/.mewah-manifest.json', '/.mewah-build.json', '/vehicle/.cache/x.json', '/%2emewah-manifest.json'])(
    'never serves build bookkeeping: %s is 404',
    async (p) => {
      const res = await raw(`${site.url}${p}`);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('pages');
    },
  );

  it('still serves /.well-known/', async () => {
    expect((await raw(`${site.url}/.well-known/security.txt`)).status).toBe(200);
  });
});
