// Which schema files the drift check and db:diff apply, in what order ([db.migrations]
// schema_paths, as the Supabase CLI reads it), and the version a new migration gets.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nextVersion } from '../../scripts/db/db-diff.ts';
import { schemaFiles } from '../../scripts/db/schema-paths.ts';
import { configFromToml } from '../../scripts/supabase/config/config.ts';
import { parseToml } from '../../scripts/supabase/config/toml.ts';

describe('[db.migrations] schema_paths', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mewah-schema-paths-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read by the config reader as written', () => {
    const toml = '[db.migrations]\nschema_paths = ["./schemas/b.sql", "./schemas/*.sql"]';
    expect(configFromToml(parseToml(toml)).db.schemaPaths).toEqual(['./schemas/b.sql', './schemas/*.sql']);
    expect(configFromToml({}).db.schemaPaths).toEqual([]);
  });

  it("lists this project's files by subject, in the config's order", () => {
    expect(schemaFiles('supabase').map((f) => basename(f))).toEqual([
      'staff.sql',
      'vehicles.sql',
      'storage.sql',
      'publishing.sql',
      'history.sql',
      'import.sql',
      'inspections.sql',
      'leads.sql',
      'desk.sql',
    ]);
  });

  it('expands a glob in name order and applies a file named twice once, at its first place', () => {
    mkdirSync(join(dir, 'schemas'));
    for (const f of ['a.sql', 'b.sql', 'c.sql']) writeFileSync(join(dir, 'schemas', f), '');
    writeFileSync(join(dir, 'config.toml'), '[db.migrations]\nschema_paths = ["./schemas/b.sql", "./schemas/*.sql"]\n');
    expect(schemaFiles(dir).map((f) => basename(f))).toEqual(['b.sql', 'a.sql', 'c.sql']);
    writeFileSync(join(dir, 'config.toml'), '[db.migrations]\nschema_paths = ["./schemas/gone.sql"]\n');
    expect(() => schemaFiles(dir)).toThrow('schema_paths names ./schemas/gone.sql, which does not exist');
  });
});

describe('the next migration version', () => {
  it('is the time in UTC, later than every migration already written', () => {
    const at = new Date('2026-12-04T23:35:07Z');
    expect(nextVersion(['20261128222000'], at)).toBe('20261204233507');
    expect(nextVersion(['20261204233507'], at)).toBe('20261204233508');
  });
});
