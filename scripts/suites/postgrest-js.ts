// `POSTGRESTJS_SUITE=/path/to/packages/core/postgrest-js npm run suite:rest`: postgrest-js's own
// suite against the embedded server (rest-shared.ts). Figures and what fails: docs/embedded-server.md.
import { runClientSuite } from './rest-shared.ts';

/**
 * The suite's schema, as far as PGlite can run it: the `authenticator` role hosted has (its
 * PostgREST settings are only read by PostgREST itself), and no PostGIS (PGlite has no build of it:
 * the `shops` table keeps its geometry column as text).
 */
export const adaptPostgrestMigration = (sql: string): string =>
  `do $$ begin create role authenticator noinherit; exception when duplicate_object then null; end $$;\n` +
  sql
    .replace(/^create extension if not exists postgis[^;]*;/im, '')
    .replace(/extensions\.geometry\(POINT, 4326\)/g, 'text');

await runClientSuite({
  envVar: 'POSTGRESTJS_SUITE',
  adaptMigration: adaptPostgrestMigration,
  skip: { 'test/v12/**': 'compares with a PostgREST 12 server on port 3012, not part of the 350' },
});
