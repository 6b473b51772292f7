// The drift check: supabase/schemas/ (the current definition) and supabase/migrations/ (what a
// deployed project has applied) must build the same database. It must also catch the loss that
// once happened: a migration re-creating a function from an older migration's copy.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../scripts/db/catalog.ts';
import { buildCatalog, compareCatalogs, describeDrift, projectSql } from '../../scripts/db/drift.ts';
import { extensionsIn } from '../../scripts/db/fresh.ts';

const root = process.cwd();
const project = projectSql({ root });
const extensions = extensionsIn([...project.schemas, ...project.migrations].map((f) => f.sql));
let fromSchemas: Catalog;
let fromMigrations: Catalog;

beforeAll(async () => {
  fromSchemas = await buildCatalog(project.schemas, extensions);
  fromMigrations = await buildCatalog(project.migrations, extensions);
}, 120_000);

/** import_vehicles as the vehicle_variant migration wrote it, before the motor power columns. */
function olderImportVehicles(): string {
  const sql = readFileSync(join(root, 'supabase/migrations/20261128140000_vehicle_variant.sql'), 'utf8');
  const start = sql.indexOf('create or replace function public.import_vehicles(');
  const end = sql.indexOf('\n$$;', start);
  if (start < 0 || end < 0) throw new Error('the vehicle_variant migration no longer defines import_vehicles');
  return `${sql.slice(start, end)}\n$$;\n`;
}

describe('schema files and migrations', () => {
  it('build the same database', () => {
    expect(fromSchemas.size).toBeGreaterThan(700);
    expect(describeDrift(compareCatalogs(fromSchemas, fromMigrations))).toBe(
      'The schema files and the migrations build the same database.',
    );
  });

  describe('a migration that re-creates a function from an older copy', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'mewah-drift-'));
      cpSync(join(root, 'supabase/migrations'), dir, { recursive: true });
      writeFileSync(join(dir, '29991231000000_older_copy.sql'), olderImportVehicles());
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('fails, naming the function and showing both definitions', async () => {
      const migrations = projectSql({ root, migrationsDir: dir }).migrations;
      expect(migrations.at(-1)?.name).toBe(join(dir, '29991231000000_older_copy.sql'));
      const drifts = compareCatalogs(fromSchemas, await buildCatalog(migrations, extensions));
      expect(drifts.map((d) => d.name)).toEqual(['function public.import_vehicles(p_rows jsonb)']);
      const message = describeDrift(drifts);
      expect(message).toContain('function public.import_vehicles(p_rows jsonb)\n  lines that differ:\n');
      expect(message).toContain(
        '    after migrations: warranty_months, engine_capacity_cc, stock_number, created_at\n',
      );
      // The current definition hands the rows to the import's one write path; the older copy wrote them itself.
      const [current, older] = message.split('\n  after the migrations:\n');
      expect(current).toContain(
        '  in the schema files:\n    CREATE OR REPLACE FUNCTION public.import_vehicles(p_rows jsonb)',
      );
      expect(current).toContain('private.run_import(p_rows');
      expect(older).toContain('CREATE OR REPLACE FUNCTION public.import_vehicles(p_rows jsonb)');
      expect(older).not.toContain('run_import');
    }, 60_000);
  });
});
