// The drift check: the schema files (supabase/schemas/, in config.toml's [db.migrations]
// schema_paths order) and the migrations (supabase/migrations/) must build the same database.
// Each is applied to a fresh database and the two catalogs (catalog.ts) compared object by object.
import { join } from 'node:path';
import { listMigrations } from '../supabase/db/migrations.ts';
import { readCatalog, type Catalog } from './catalog.ts';
import { extensionsIn, freshDatabase, readSqlFiles, type SqlFile } from './fresh.ts';
import { schemaFiles } from './schema-paths.ts';

export interface ProjectFiles {
  /** the folder holding supabase/ (config.toml, migrations/, schemas/) */
  root: string;
  /** supabase/migrations by default */
  migrationsDir?: string;
}

/** The migrations and the schema files of a project, read in the order each is applied. */
export function projectSql(project: ProjectFiles): { migrations: SqlFile[]; schemas: SqlFile[] } {
  const supabaseDir = join(project.root, 'supabase');
  const migrationsDir = project.migrationsDir ?? join(supabaseDir, 'migrations');
  const migrations = readSqlFiles(listMigrations(migrationsDir).map((m) => m.path));
  const schemas = readSqlFiles(schemaFiles(supabaseDir));
  return { migrations, schemas };
}

/** Builds a fresh database from the files and reads its catalog. */
export async function buildCatalog(files: readonly SqlFile[], extensions: string[]): Promise<Catalog> {
  const fresh = await freshDatabase(extensions);
  try {
    await fresh.apply(files);
    return await readCatalog(fresh.db);
  } finally {
    await fresh.close();
  }
}

export interface Drift {
  name: string;
  schemaFiles: string | null;
  migrations: string | null;
}

export function compareCatalogs(fromSchemaFiles: Catalog, fromMigrations: Catalog): Drift[] {
  const names = [...new Set([...fromSchemaFiles.keys(), ...fromMigrations.keys()])].sort();
  return names
    .map((name) => ({
      name,
      schemaFiles: fromSchemaFiles.get(name) ?? null,
      migrations: fromMigrations.get(name) ?? null,
    }))
    .filter((d) => d.schemaFiles !== d.migrations);
}

const indent = (text: string | null): string =>
  text === null
    ? '    (absent)'
    : text
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n');

/** The lines one side has and the other lacks, to find the change in a long definition. */
function changedLines(schemaFiles: string | null, migrations: string | null): string {
  if (schemaFiles === null || migrations === null) return '';
  const a = schemaFiles.split('\n');
  const b = migrations.split('\n');
  const onlyIn = (x: string[], y: string[]): string[] => x.filter((l) => !y.includes(l));
  const lines = [
    ...onlyIn(a, b).map((l) => `    schema files:     ${l.trim()}`),
    ...onlyIn(b, a).map((l) => `    after migrations: ${l.trim()}`),
  ];
  return lines.length > 0 ? `\n  lines that differ:\n${lines.join('\n')}` : '';
}

/** A difference as a reader wants it: the object's name, the lines that differ, then each side in full. */
export function describeDrift(drifts: readonly Drift[]): string {
  if (drifts.length === 0) return 'The schema files and the migrations build the same database.';
  return [
    `The schema files and the migrations build different databases (${drifts.length} object${drifts.length === 1 ? '' : 's'}):`,
    ...drifts.map(
      (d) =>
        `\n${d.name}${changedLines(d.schemaFiles, d.migrations)}\n  in the schema files:\n${indent(d.schemaFiles)}\n  after the migrations:\n${indent(d.migrations)}`,
    ),
  ].join('\n');
}

/** Applies both to fresh databases and compares them. */
export async function checkDrift(project: ProjectFiles): Promise<Drift[]> {
  const { migrations, schemas } = projectSql(project);
  const extensions = extensionsIn([...schemas, ...migrations].map((f) => f.sql));
  // One after the other: each database holds a whole cluster in memory.
  const fromSchemas = await buildCatalog(schemas, extensions);
  return compareCatalogs(fromSchemas, await buildCatalog(migrations, extensions));
}
