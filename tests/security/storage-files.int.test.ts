// Finding 8 of the second attack round, on a server with a data directory (objects on disk): a
// failed upload left its temporary file behind, and a name over 255 bytes or a file/folder clash
// answered 500. Now each answers in Storage's error shape, and nothing is left on disk or in
// storage.objects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, userToken } from '../support/rest-fixture.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);

let dataDir: string;
let server: TestServer;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-files-'));
  server = await startTestServer({ dataDir, migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED });
});
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (name: string) =>
  raw(`${server.url}/storage/v1/object/pics/${name}`, {
    method: 'POST',
    headers: {
      apikey: server.publishableKey,
      authorization: `Bearer ${userToken(server, USER_1)}`,
      'content-type': 'image/png',
    },
    body: PNG,
  });

/** Every file under the data directory's storage folders (objects and partial uploads). */
async function filesOnDisk(): Promise<string[]> {
  const out: string[] = [];
  for (const top of (await readdir(dataDir)).filter((n) => n.startsWith('storage'))) {
    const entries = await readdir(path.join(dataDir, top), { recursive: true, withFileTypes: true });
    for (const e of entries) if (e.isFile()) out.push(path.relative(dataDir, path.join(e.parentPath, e.name)));
  }
  return out.sort();
}

describe('uploads that cannot be stored', () => {
  it('a file where a folder exists, and a folder where a file exists, answer 409 and leave nothing', async () => {
    expect((await upload('cars/a.png')).status).toBe(200);
    expect((await upload('cars/dir/b.png')).status).toBe(200);
    const before = await fingerprint(server);
    const disk = await filesOnDisk();
    expect(disk).toEqual(['storage/pics/cars/a.png', 'storage/pics/cars/dir/b.png']);

    const underFile = await upload('cars/a.png/c.png');
    expect(underFile.status).toBe(400);
    expect(JSON.parse(underFile.text)).toEqual({
      statusCode: '409',
      error: 'Conflict',
      message: 'A file and a folder cannot share the name pics/cars/a.png/c.png',
    });
    const overFolder = await upload('cars/dir');
    expect(overFolder.status).toBe(400);
    expect(JSON.parse(overFolder.text)).toMatchObject({ statusCode: '409', error: 'Conflict' });

    expect(await fingerprint(server)).toEqual(before);
    expect(await filesOnDisk()).toEqual(disk);
  });

  it('a name over 255 bytes answers 400 InvalidKey and leaves nothing', async () => {
    const before = await fingerprint(server);
    const disk = await filesOnDisk();
    const long = `cars/${'é'.repeat(128)}.png`; // 256 bytes + 4
    const res = await upload(encodeURIComponent(long).replaceAll('%2F', '/'));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    expect(await fingerprint(server)).toEqual(before);
    expect(await filesOnDisk()).toEqual(disk);
    // 255 bytes is still fine.
    expect((await upload(`cars/${'a'.repeat(251)}.png`)).status).toBe(200);
  });
});
