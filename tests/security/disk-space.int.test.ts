// Security suite, room on disk: PGlite has no autovacuum, so deleted rows used to keep their
// space for good, even across a restart. The embedded server now runs VACUUM on a schedule
// ([db.vacuum] every, 300 ms here) when the engine is idle: staging ~4 MB of import rows and
// deleting them gives the space back, both on a running server and on one reopened after the
// delete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mewah-disk-space-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (vacuumEveryMs: number): Promise<TestServer> =>
  startTestServer({
    dataDir,
    configOverrides: (c) => ({ ...c, db: { ...c.db, vacuumEveryMs } }),
  });

/** Four accounts' staged imports of 1,000 rows of ~1 KB of incompressible text each. */
const stage = (server: TestServer) =>
  server.ctx.asAdmin((tx) =>
    tx.query(
      `insert into public.vehicle_import_batches (import_id, seq, rows, created_by)
       select gen_random_uuid(), 0,
         (select jsonb_agg(jsonb_build_object('notes',
            (select string_agg(md5(random()::text || a::text || r::text || c::text), '') from generate_series(1, 30) c)))
          from generate_series(1, 1000) r),
         gen_random_uuid()
       from generate_series(1, 4) a`,
    ),
  );

const size = async (server: TestServer): Promise<number> =>
  server.ctx.asAdmin(async (tx) =>
    Number(
      (
        await tx.query<{ bytes: string }>(
          `select pg_total_relation_size('public.vehicle_import_batches')::text as bytes`,
        )
      ).rows[0]!.bytes,
    ),
  );

const dropStaged = (server: TestServer) =>
  server.ctx.asAdmin((tx) => tx.query('delete from public.vehicle_import_batches where true'));

/** The table's size once it is under `bytes`, or the last one seen after `ms`. */
async function shrinksBelow(server: TestServer, bytes: number, ms = 15_000): Promise<number> {
  const until = Date.now() + ms;
  let seen = await size(server);
  while (seen >= bytes && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    seen = await size(server);
  }
  return seen;
}

const MB = 1024 * 1024;

describe('deleted rows give their space back', () => {
  it('after a restart: the reopened server vacuums what an earlier run deleted', async () => {
    const before = await start(0);
    let full: number;
    try {
      await stage(before);
      full = await size(before);
      expect(full).toBeGreaterThan(3 * MB);
      await dropStaged(before);
      // Without VACUUM the delete frees nothing.
      expect(await size(before)).toBe(full);
    } finally {
      await before.stop();
    }
    const after = await start(300);
    try {
      expect(await shrinksBelow(after, 256 * 1024)).toBeLessThan(256 * 1024);
    } finally {
      await after.stop();
    }
  }, 120_000);

  it('on a running server, at its next pass', async () => {
    const server = await start(300);
    try {
      await stage(server);
      expect(await size(server)).toBeGreaterThan(3 * MB);
      await dropStaged(server);
      expect(await shrinksBelow(server, 256 * 1024)).toBeLessThan(256 * 1024);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
