// `npm start` serves an existing build only while it matches the database and the API it was
// built against; any vehicle edit (insert, update, soft or hard delete) makes it stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStamp, stamped, staleReason } from '../../scripts/host/plan/stamp.ts';
import { startTestServer, type TestServer } from '../support/helpers.ts';

let api: TestServer;
let dir: string;
const writeIndex = async (outDir: string) => writeFile(path.join(outDir, 'index.html'), '<p>site</p>');

beforeAll(async () => {
  api = await startTestServer();
  dir = await mkdtemp(path.join(tmpdir(), 'stamp-test-'));
});
afterAll(async () => {
  await api?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('build stamps', () => {
  it('calls a folder without a build, or without a stamp, stale', async () => {
    expect(await staleReason(dir, api.ctx, api.url)).toBe('no build yet');
    await writeIndex(dir);
    expect(await staleReason(dir, api.ctx, api.url)).toMatch(/no stamp/);
  });

  it('trusts a stamped build until the inventory changes', async () => {
    await stamped(writeIndex, api.ctx, api.url)(dir);
    expect(await readStamp(dir)).toMatchObject({ supabaseUrl: api.url });
    expect(await staleReason(dir, api.ctx, api.url)).toBeNull();
    expect(await staleReason(dir, api.ctx, 'http://127.0.0.1:1')).toMatch(/built against/);
    await api.ctx.asAdmin((tx) => tx.query(`update public.vehicles set price = price + 1 where make = 'Audi'`));
    expect(await staleReason(dir, api.ctx, api.url)).toBe('the inventory changed since');
  });

  it('notices a hard delete too', async () => {
    await stamped(writeIndex, api.ctx, api.url)(dir);
    expect(await staleReason(dir, api.ctx, api.url)).toBeNull();
    await api.ctx.asAdmin((tx) =>
      tx.query(`delete from public.vehicles where id = '5eed0000-0000-4000-8000-000000000009'`),
    );
    expect(await staleReason(dir, api.ctx, api.url)).toBe('the inventory changed since');
  });
});
