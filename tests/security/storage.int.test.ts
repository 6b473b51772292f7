// Attacks on uploads' metadata: a multipart cacheControl carrying CR/LF (header injection that
// used to be stored and break every later download) is refused, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, asUser, userToken } from '../support/rest-fixture.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
});
afterAll(async () => {
  await server?.stop();
});

/** The multipart body storage-js sends from a browser, with a cacheControl field of our choosing. */
function multipart(cacheControl: string): { body: Buffer; type: string } {
  const b = 'mewahBoundary42';
  const body = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n${cacheControl}\r\n`),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name=""; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${b}` };
}

const upload = (name: string, cacheControl: string) => {
  const { body, type } = multipart(cacheControl);
  return raw(`${server.url}/storage/v1/object/pics/cars/${name}`, {
    method: 'POST',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${userToken(server, USER_1)}`,
      'content-type': type,
    },
    body,
  });
};

describe('cacheControl', () => {
  it.each([['3600\r\nSet-Cookie: stolen=1'], ['max-age=60\r\n'], ['an hour'], ['-5']])(
    'refuses %j with 400 and stores nothing',
    async (value) => {
      const before = await fingerprint(server);
      const res = await upload('cc.png', value);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text)).toEqual({
        statusCode: '400',
        error: 'InvalidRequest',
        message: 'Invalid cacheControl: expected a number of seconds or a max-age directive',
      });
      expect(await fingerprint(server)).toEqual(before);
      expect((await fetch(`${server.url}/storage/v1/object/public/pics/cars/cc.png`)).status).toBe(400);
    },
  );

  it('accepts seconds and a max-age directive, and serves them back', async () => {
    expect((await upload('seconds.png', '120')).status).toBe(200);
    expect((await upload('directive.png', 'public, max-age=60')).status).toBe(200);
    const a = await fetch(`${server.url}/storage/v1/object/public/pics/cars/seconds.png`);
    expect(a.headers.get('cache-control')).toBe('max-age=120');
    const b = await fetch(`${server.url}/storage/v1/object/public/pics/cars/directive.png`);
    expect(b.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('keeps supabase-js uploads (cacheControl option) working', async () => {
    const up = await asUser(server, USER_1)
      .storage.from('pics')
      .upload('cars/js.png', PNG, { contentType: 'image/png', cacheControl: '900' });
    expect(up.error).toBeNull();
    const res = await fetch(`${server.url}/storage/v1/object/public/pics/cars/js.png`);
    expect(res.headers.get('cache-control')).toBe('max-age=900');
  });

  it('never replays a bad value stored before validation existed', async () => {
    expect((await upload('legacy.png', '60')).status).toBe(200);
    await server.ctx.asAdmin((tx) =>
      tx.query(
        `update storage.objects set metadata = jsonb_set(metadata, '{cacheControl}', to_jsonb($1::text)) where name = 'cars/legacy.png'`,
        ['max-age=1\r\nX-Evil: 1'],
      ),
    );
    const res = await fetch(`${server.url}/storage/v1/object/public/pics/cars/legacy.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('x-evil')).toBeNull();
  });
});
