// `npm run db:diff -- NAME`: writes supabase/migrations/<timestamp>_NAME.sql, the statements that
// take a database built by the migrations to the one the schema files describe (Supabase's
// `supabase db diff -f NAME`, without Docker). Each side is built in PGlite and served on a
// loopback port; Supabase's diff engine, pg-delta, compares them and writes the SQL. The
// migration is then proved: applied after the others, it must leave no difference the drift check
// sees. What the engine does not write (rows, cron jobs, anything it cannot model) is listed, to be
// added by hand.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listMigrations } from '../supabase/db/migrations.ts';
import { readCatalog } from './catalog.ts';
import { compareCatalogs, describeDrift, projectSql } from './drift.ts';
import { extensionsIn, freshDatabase, type FreshDatabase } from './fresh.ts';
import { servePglite } from './wire.ts';

const ENGINE = join(dirname(fileURLToPath(import.meta.resolve('@supabase/pg-delta'))), 'cli', 'main.js');

/** The CLI's version format, now in UTC, later than every migration already written. */
export function nextVersion(existing: readonly string[], now: Date = new Date()): string {
  let version = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const last = [...existing].sort().at(-1);
  if (last && version <= last) version = String(BigInt(last) + 1n);
  return version;
}

/** Runs the engine's CLI (asynchronously: the databases it reads are served from this process). */
function pgdelta(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [ENGINE, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 }, (e, stdout, stderr) => {
      if (e) reject(new Error(`pg-delta ${args[0]} failed:\n${stderr || stdout || e.message}`, { cause: e }));
      else resolve(stdout);
    });
  });
}

/** The engine's SQL for current → desired, one text per segment (a segment runs in one transaction). */
async function engineMigration(current: FreshDatabase, desired: FreshDatabase, work: string): Promise<string[]> {
  const from = await servePglite(current.pglite);
  const to = await servePglite(desired.pglite);
  try {
    const planFile = join(work, 'plan.json');
    const report = await pgdelta(['plan', '--source', from.url, '--desired', to.url, '--out', planFile]);
    if (report.trim()) console.log(report.trim());
    try {
      await pgdelta(['render', '--plan', planFile, '--out', join(work, 'migration.sql'), '--allow-drops']);
    } catch (e) {
      // An empty plan is refused by render ("plan has no actions"): nothing to write.
      if ((e as Error).message.includes('no actions')) return [];
      throw e;
    }
  } finally {
    await from.close();
    await to.close();
  }
  // One file (migration.sql), or migration_1.sql, _2, … in order when some statement cannot share
  // a transaction with the others.
  return readdirSync(work)
    .filter((f) => /^migration(_\d+)?\.sql$/.test(f))
    .sort((a, b) => Number(/_(\d+)/.exec(a)?.[1] ?? 0) - Number(/_(\d+)/.exec(b)?.[1] ?? 0))
    .map((f) => readFileSync(join(work, f), 'utf8'));
}

/** The same lines in another order. */
function sameLines(a: string | null, b: string | null): boolean {
  const sorted = (t: string | null): string => (t ?? '').split('\n').sort().join('\n');
  return a !== null && b !== null && sorted(a) === sorted(b);
}

async function main(): Promise<number> {
  const name = process.argv[2] ?? '';
  if (!/^[a-z0-9_]+$/.test(name)) {
    console.error(
      'Usage: npm run db:diff -- NAME   (NAME in lower case, digits and _: the migration file is <timestamp>_NAME.sql)',
    );
    return 2;
  }
  const root = process.cwd();
  const migrationsDir = join(root, 'supabase', 'migrations');
  const { migrations, schemas } = projectSql({ root });
  const extensions = extensionsIn([...migrations, ...schemas].map((f) => f.sql));
  const current = await freshDatabase(extensions);
  const desired = await freshDatabase(extensions);
  const work = mkdtempSync(join(tmpdir(), 'mewah-db-diff-'));
  try {
    await current.apply(migrations);
    await desired.apply(schemas);
    const target = await readCatalog(desired.db);
    const before = compareCatalogs(target, await readCatalog(current.db));
    if (before.length === 0) {
      console.log('No difference: the schema files and the migrations build the same database. Nothing written.');
      return 0;
    }
    const segments = (await engineMigration(current, desired, work)).filter((s) => s.trim().length > 0);
    if (segments.length === 0) {
      console.error(
        `pg-delta wrote no statements, but the schema files and the migrations differ in what it does not model.\n` +
          `Write supabase/migrations/<timestamp>_${name}.sql by hand; \`npx vitest run tests/server/schema-drift.int.test.ts\` checks it.\n\n` +
          describeDrift(before),
      );
      return 1;
    }
    const versions = listMigrations(migrationsDir).map((m) => m.version);
    const written: string[] = [];
    for (const [i, sql] of segments.entries()) {
      const version = nextVersion([...versions, ...written.map((f) => basename(f).split('_')[0] ?? '')]);
      const file = join(migrationsDir, `${version}_${name}${segments.length > 1 ? `_${i + 1}` : ''}.sql`);
      if (existsSync(file)) throw new Error(`${file} exists already`);
      const header =
        `-- Written by \`npm run db:diff -- ${name}\` (pg-delta) from the difference between supabase/schemas/\n` +
        `-- and the migrations before this one. Review it before committing it with the schema files.\n`;
      writeFileSync(file, `${header}\n${sql.trim()}\n`);
      written.push(file);
    }
    // The proof: the migrations and the new ones must now build what the schema files describe.
    await current.apply(written.map((f) => ({ name: f, sql: readFileSync(f, 'utf8') })));
    const after = compareCatalogs(target, await readCatalog(current.db));
    for (const f of written) console.log(`Wrote ${relative(root, f)}`);
    if (after.length > 0) {
      const reordered = after.filter((d) => d.name.startsWith('table ') && sameLines(d.schemaFiles, d.migrations));
      console.error(
        `\nThe engine did not write everything (rows and cron jobs it does not model are added by hand).\n` +
          `Add these to the migration above until the drift check passes:\n\n${describeDrift(after)}` +
          (reordered.length > 0
            ? `\n\n${reordered.map((d) => d.name).join(', ')}: only the columns' order differs. A migration adds a ` +
              `column last, so a new column goes last in the schema file's create table too.`
            : ''),
      );
      return 1;
    }
    console.log('Checked: after it, the migrations build the database the schema files describe.');
    return 0;
  } finally {
    rmSync(work, { recursive: true, force: true });
    await current.close();
    await desired.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
