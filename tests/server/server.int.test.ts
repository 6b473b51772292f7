// Lifecycle of the embedded server: persistence across restarts, the data-dir lock, a damaged
// data dir, the real project migrations, and the CLI's output and signal handling.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSupabase } from '../../scripts/supabase/server.ts';
import { startTestServer } from '../support/helpers.ts';
import { FIXTURE_MIGRATIONS, FIXTURE_SEED, USER_1, asUser } from '../support/rest-fixture.ts';

const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'mewah-supabase-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

// Creating a database on disk takes a while on a busy two-core machine.
const DISK_TIMEOUT = 150_000;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('persisted')]);

describe('data directory', () => {
  it(
    'keeps rows and files across a restart and does not re-seed',
    async () => {
      const dataDir = tempDir();
      const opts = { dataDir, migrationsDir: FIXTURE_MIGRATIONS, seedFile: FIXTURE_SEED };
      const first = await startTestServer(opts);
      await first.service().from('notes').insert({ title: 'Survivor' });
      await first.service().from('notes').delete().eq('title', 'Alpha');
      const up = await asUser(first, USER_1)
        .storage.from('pics')
        .upload('cars/keep.png', PNG, { contentType: 'image/png' });
      expect(up.error).toBeNull();
      await first.stop();
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

      const second = await startTestServer(opts);
      try {
        const titles = (await second.anon().from('notes').select('title').order('title')).data?.map((r) => r.title);
        expect(titles).toContain('Survivor');
        expect(titles).not.toContain('Alpha');
        const res = await fetch(`${second.url}/storage/v1/object/public/pics/cars/keep.png`);
        expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      } finally {
        await second.stop();
      }
    },
    DISK_TIMEOUT,
  );

  it(
    'refuses a second server on the same directory with a clear message, and takes over a stale lock',
    async () => {
      const dataDir = tempDir();
      const first = await startSupabase({
        dataDir,
        port: 0,
        quiet: true,
        migrationsDir: FIXTURE_MIGRATIONS,
        seedFile: false,
      });
      try {
        await expect(
          startSupabase({ dataDir, port: 0, quiet: true, migrationsDir: FIXTURE_MIGRATIONS }),
        ).rejects.toThrow(new RegExp(`in use by another Supabase server \\(pid ${process.pid}\\)`));
      } finally {
        await first.stop();
      }
      // A lock left by a process that no longer exists does not block a start.
      writeFileSync(join(dataDir, 'server.lock'), '2147483646');
      const again = await startSupabase({
        dataDir,
        port: 0,
        quiet: true,
        migrationsDir: FIXTURE_MIGRATIONS,
        seedFile: false,
      });
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      await again.stop();
    },
    DISK_TIMEOUT,
  );

  it(
    'explains a damaged data directory and suggests --reset, which recovers it',
    async () => {
      const dataDir = tempDir();
      const s = await startSupabase({
        dataDir,
        port: 0,
        quiet: true,
        migrationsDir: FIXTURE_MIGRATIONS,
        seedFile: false,
      });
      await s.stop();
      writeFileSync(join(dataDir, 'pgdata', 'PG_VERSION'), 'garbage\n');
      writeFileSync(join(dataDir, 'pgdata', 'global', 'pg_control'), 'not a control file');
      await expect(
        startSupabase({ dataDir, port: 0, quiet: true, migrationsDir: FIXTURE_MIGRATIONS, seedFile: false }),
      ).rejects.toThrow(/--reset/);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      const reset = await startSupabase({
        dataDir,
        port: 0,
        quiet: true,
        migrationsDir: FIXTURE_MIGRATIONS,
        seedFile: FIXTURE_SEED,
        reset: true,
      });
      const res = await fetch(`${reset.url}/rest/v1/notes?select=title&title=eq.Alpha`, {
        headers: { apikey: reset.publishableKey },
      });
      expect(await res.json()).toEqual([{ title: 'Alpha' }]);
      await reset.stop();
    },
    DISK_TIMEOUT,
  );
});

describe('project migrations', () => {
  it('starts with supabase/migrations and seed, serving the site’s inventory query', async () => {
    const s = await startTestServer();
    try {
      const { data, error, count } = await s
        .anon()
        .from('vehicles')
        .select('*', { count: 'exact' })
        .is('deleted_at', null)
        .order('created_at', { ascending: false })
        .order('id', { ascending: true })
        .range(0, 999);
      expect(error).toBeNull();
      expect(data?.length).toBeGreaterThanOrEqual(18);
      expect(count).toBe(data?.length);
      const applied = await s.ctx.asAdmin((tx) =>
        tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
      );
      expect(applied.rows.length).toBeGreaterThan(0);
    } finally {
      await s.stop();
    }
  }, 90_000);
});

describe('cli', () => {
  it('prints the URL and keys, then stops cleanly on SIGTERM', async () => {
    const dataDir = tempDir();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/supabase/cli.ts',
        '--data-dir',
        dataDir,
        '--port',
        '54347',
        '--migrations',
        FIXTURE_MIGRATIONS,
        '--no-seed',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    await new Promise<void>((ok, fail) => {
      const timer = setTimeout(() => fail(new Error(`CLI did not become ready:\n${out}`)), 50_000);
      child.stdout.on('data', () => {
        if (out.includes('service_role key')) {
          clearTimeout(timer);
          ok();
        }
      });
    });
    expect(out).toContain('API URL: http://127.0.0.1:54347');
    expect(out).toMatch(/anon key: eyJ/);
    const exit = await new Promise<{ code: number | null; signal: string | null }>((ok) => {
      child.on('exit', (code, signal) => ok({ code, signal }));
      child.kill('SIGTERM');
    });
    expect(exit).toEqual({ code: 0, signal: null });
    expect(out).toContain('SIGTERM: stopping');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
