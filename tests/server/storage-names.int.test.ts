// Two things Storage must never keep: a content type no download could send back (a control
// character made every later download of the object answer 500), and an object name with Unicode
// format characters (U+202E makes `car‮gpj.exe` read as `carexe.jpg`). Both are refused at upload
// and leave nothing behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, asUser, userToken } from '../support/rest-fixture.ts';

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

/** A browser-style multipart upload whose file part declares `partType` (a Blob cannot carry control characters). */
async function uploadWithPartType(name: string, partType: string): Promise<{ status: number; body: unknown }> {
  const boundary = 'mewah-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="x.png"\r\nContent-Type: ${partType}\r\n\r\n`,
      'latin1',
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${server.url}/storage/v1/object/pics/${name}`, {
    method: 'POST',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${userToken(server, USER_1)}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  return { status: res.status, body: await res.json() };
}

const listed = async (): Promise<string[]> =>
  ((await asUser(server, USER_1).storage.from('pics').list('cars')).data ?? []).map((o) => o.name);

describe('content types', () => {
  it('refuses a content type with a control character (415) and stores nothing', async () => {
    const refused = await uploadWithPartType('cars/ctl.png', 'image/png\u0001');
    expect(refused).toEqual({
      status: 400,
      body: { statusCode: '415', error: 'invalid_mime_type', message: 'mime type image/png\\u0001 is not supported' },
    });
    expect(await listed()).not.toContain('ctl.png');
    const download = await fetch(`${server.url}/storage/v1/object/public/pics/cars/ctl.png`);
    expect(download.status).toBe(400);
  });

  it('still accepts the same upload with a clean content type', async () => {
    const ok = await uploadWithPartType('cars/clean.png', 'image/png');
    expect(ok.status).toBe(200);
    expect(await listed()).toContain('clean.png');
  });
});

describe('object names', () => {
  it.each([
    ['a right-to-left override', 'cars/car\u202Egpj.png'],
    ['a zero-width joiner', 'cars/ca\u200Dr.png'],
    ['a byte order mark', 'cars/\uFEFFcar.png'],
  ])('refuses a name with %s (400 InvalidKey) and stores nothing', async (_what, name) => {
    const user = asUser(server, USER_1);
    const before = await listed();
    const up = await user.storage.from('pics').upload(name, PNG, { contentType: 'image/png' });
    expect({
      message: up.error?.message,
      statusCode: (up.error as { statusCode?: string } | null)?.statusCode,
    }).toEqual({
      message: `Invalid key: ${name}`,
      statusCode: '400',
    });
    expect(await listed()).toEqual(before);
  });
});
