// The schema files in the order [db.migrations] schema_paths gives (supabase/config.toml), as the
// Supabase CLI reads it: each entry relative to supabase/, globs expanded in name order, a file
// matched twice applied once, at its first place; no entry means every supabase/schemas/**/*.sql.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { configFromToml } from '../supabase/config/config.ts';
import { parseToml } from '../supabase/config/toml.ts';

const DEFAULT_PATHS = ['./schemas/**/*.sql'];

/** The schema files of the project whose supabase/ folder is `supabaseDir`, in order. */
export function schemaFiles(supabaseDir: string): string[] {
  const configFile = join(supabaseDir, 'config.toml');
  const table = existsSync(configFile) ? parseToml(readFileSync(configFile, 'utf8')) : {};
  const listed = configFromToml(table).db.schemaPaths;
  const seen = new Set<string>();
  for (const entry of listed.length > 0 ? listed : DEFAULT_PATHS) {
    const matches = /[*?[]/.test(entry) ? globSync(entry, { cwd: supabaseDir }).sort() : [entry];
    for (const m of matches) {
      const file = resolve(supabaseDir, m);
      if (!existsSync(file)) throw new Error(`supabase/config.toml: schema_paths names ${entry}, which does not exist`);
      seen.add(file);
    }
  }
  return [...seen];
}
