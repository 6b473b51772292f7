// Storage API behaviour of the embedded server through supabase-js: uploads under RLS, public
// URLs with safe headers, bucket limits, signature checks, list and remove.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, USER_2, asUser } from '../support/rest-fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
});
afterAll(async () => {
  await server?.stop();
});

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-fake-jpeg-body')]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('upload and public download', () => {
  it('stores a file and serves it from its public URL with the right headers', async () => {
    const user = asUser(server, USER_1);
    const up = await user.storage.from('pics').upload('cars/one.png', PNG, { contentType: 'image/png' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: 'cars/one.png', fullPath: 'pics/cars/one.png' });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const { publicUrl } = user.storage.from('pics').getPublicUrl('cars/one.png').data;
    expect(publicUrl).toBe(`${server.url}/storage/v1/object/public/pics/cars/one.png`);
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const etag = '"58487024e7ebe2ada14f2951db00caf3"'; // the file's MD5, as Storage reports it
    expect(res.headers.get('etag')).toBe(etag);
    const again = await fetch(publicUrl, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('accepts a browser-style multipart upload (Blob) and keeps names with spaces', async () => {
    const user = asUser(server, USER_1);
    const blob = new Blob([JPEG], { type: 'image/jpeg' });
    const up = await user.storage.from('pics').upload('cars/front view.jpg', blob, { cacheControl: '60' });
    expect(up.error).toBeNull();
    const res = await fetch(user.storage.from('pics').getPublicUrl('cars/front view.jpg').data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await res.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('refuses a duplicate path unless upsert is asked for', async () => {
    const user = asUser(server, USER_1);
    const dup = await user.storage.from('pics').upload('cars/one.png', PNG, { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ message: 'The resource already exists' });
    const newer = Buffer.concat([PNG, Buffer.from('v2')]);
    const up = await user.storage
      .from('pics')
      .upload('cars/one.png', newer, { contentType: 'image/png', upsert: true });
    expect(up.error).toBeNull();
    const res = await fetch(`${server.url}/storage/v1/object/public/pics/cars/one.png`);
    expect(Buffer.from(await res.arrayBuffer()).equals(newer)).toBe(true);
  });

  it('answers a missing object or a private bucket on the public route with Storage’s error body', async () => {
    const missing = await fetch(`${server.url}/storage/v1/object/public/pics/cars/nothing.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
    const user = asUser(server, USER_1);
    expect(
      (await user.storage.from('private').upload('mine.txt', Buffer.from('secret'), { contentType: 'text/plain' }))
        .error,
    ).toBeNull();
    const hidden = await fetch(`${server.url}/storage/v1/object/public/private/mine.txt`);
    expect(hidden.status).toBe(400);
    const direct = await fetch(`${server.url}/storage/v1/object/authenticated/private/mine.txt`, {
      headers: { authorization: `Bearer ${server.secretKey}` },
    });
    expect(direct.headers.get('content-security-policy')).toMatch(/sandbox/);
    const own = await user.storage.from('private').download('mine.txt');
    expect(await own.data?.text()).toBe('secret');
    const other = await asUser(server, USER_2).storage.from('private').download('mine.txt');
    expect(other.data).toBeNull();
    expect(other.error?.message).toBe('Object not found');
  });
});

describe('refusals', () => {
  it('refuses SVG by the bucket MIME list', async () => {
    const res = await asUser(server, USER_1)
      .storage.from('pics')
      .upload('cars/x.svg', SVG, { contentType: 'image/svg+xml' });
    expect(res.error?.message).toBe('mime type image/svg+xml is not supported');
    expect((res.error as { statusCode?: string } | null)?.statusCode).toBe('415');
  });

  it('refuses HTML declared as JPEG by its first bytes', async () => {
    const res = await asUser(server, USER_1)
      .storage.from('pics')
      .upload('cars/evil.jpg', HTML, { contentType: 'image/jpeg' });
    expect(res.error?.message).toMatch(/does not match/);
    const get = await fetch(`${server.url}/storage/v1/object/public/pics/cars/evil.jpg`);
    expect(get.status).toBe(400);
  });

  it('refuses a file over the bucket size cap', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(102400)]);
    const res = await asUser(server, USER_1)
      .storage.from('pics')
      .upload('cars/big.png', big, { contentType: 'image/png' });
    expect(res.error?.message).toBe('The object exceeded the maximum allowed size');
    expect((res.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  it('refuses anonymous uploads and paths outside the policy by RLS', async () => {
    const anon = await server.anon().storage.from('pics').upload('cars/anon.png', PNG, { contentType: 'image/png' });
    expect(anon.error?.message).toBe('new row violates row-level security policy');
    const outside = await asUser(server, USER_1)
      .storage.from('pics')
      .upload('elsewhere/a.png', PNG, { contentType: 'image/png' });
    expect(outside.error?.message).toBe('new row violates row-level security policy');
  });

  it('refuses unknown buckets and path traversal', async () => {
    const user = asUser(server, USER_1);
    const nob = await user.storage.from('nope').upload('cars/a.png', PNG, { contentType: 'image/png' });
    expect(nob.error?.message).toBe('Bucket not found');
    const res = await fetch(`${server.url}/storage/v1/object/pics/cars/..%2F..%2Fescape.png`, {
      method: 'POST',
      headers: {
        apikey: server.publishableKey,
        authorization: `Bearer ${server.secretKey}`,
        'content-type': 'image/png',
      },
      body: PNG,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe('InvalidKey');
  });
});

describe('list and remove', () => {
  it('lists one folder level with folders first-class, sorted by name', async () => {
    const user = asUser(server, USER_1);
    await user.storage.from('pics').upload('cars/sub/deep.png', PNG, { contentType: 'image/png' });
    const { data, error } = await user.storage.from('pics').list('cars');
    expect(error).toBeNull();
    const names = (data ?? []).map((o) => o.name);
    expect(names).toEqual(['front view.jpg', 'one.png', 'sub']);
    const folder = data?.find((o) => o.name === 'sub');
    expect(folder?.id).toBeNull();
    const file = data?.find((o) => o.name === 'one.png');
    expect(file?.metadata).toMatchObject({ mimetype: 'image/png' });
    const top = await user.storage.from('pics').list();
    expect((top.data ?? []).map((o) => o.name)).toEqual(['cars']);
    const paged = await user.storage.from('pics').list('cars', { limit: 1, offset: 1 });
    expect((paged.data ?? []).map((o) => o.name)).toEqual(['one.png']);
  });

  it('removes files so their public URL stops answering', async () => {
    const user = asUser(server, USER_1);
    const url = `${server.url}/storage/v1/object/public/pics/cars/sub/deep.png`;
    expect((await fetch(url)).status).toBe(200);
    const anonRemove = await server.anon().storage.from('pics').remove(['cars/sub/deep.png']);
    expect(anonRemove.data).toEqual([]);
    expect((await fetch(url)).status).toBe(200);
    const { data, error } = await user.storage.from('pics').remove(['cars/sub/deep.png']);
    expect(error).toBeNull();
    expect((data ?? []).map((o) => o.name)).toEqual(['cars/sub/deep.png']);
    expect((await fetch(url)).status).toBe(400);
  });
});

describe('global limit', () => {
  it('applies [storage] file_size_limit when it is below the bucket cap', async () => {
    const small = await startTestServer({
      migrationsDir: FIXTURE_MIGRATIONS,
      seedFile: false,
      configOverrides: (c) => ({ ...c, storage: { ...c.storage, fileSizeLimit: 1000 } }),
    });
    try {
      const user = asUser(small, USER_1);
      const ok = await user.storage.from('pics').upload('cars/small.png', PNG, { contentType: 'image/png' });
      expect(ok.error).toBeNull();
      const big = await user.storage
        .from('pics')
        .upload('cars/big.png', Buffer.concat([PNG, Buffer.alloc(2000)]), { contentType: 'image/png' });
      expect(big.error?.message).toBe('The object exceeded the maximum allowed size');
    } finally {
      await small.stop();
    }
  });
});
