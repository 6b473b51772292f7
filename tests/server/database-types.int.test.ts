// src/data/database.types.ts is generated (npm run gen:types, scripts/gen-types.ts) from the
// embedded server's catalog once supabase/migrations are applied: this fails while the file is
// stale, so a migration that changes a table or a function changes the types in the same commit.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateTypes } from '../../scripts/gen-types/generate.ts';
import { withTestServer, type TestServer } from '../support/helpers.ts';

const FILE = resolve('src/data/database.types.ts');

let server: TestServer;
let generated: string;
withTestServer(async (s) => {
  server = s;
  generated = await generateTypes(s.ctx.db, FILE);
});

describe('database.types.ts', () => {
  it('is what npm run gen:types writes for the migrated schema', () => {
    expect(readFileSync(FILE, 'utf8')).toBe(generated);
  });

  it('types every column of public.vehicles the database answers with', async () => {
    const vehicle = await server.service().from('vehicles').select('*').limit(1).single();
    const row = /vehicles: \{\s*Row: \{([^}]*)\}/.exec(generated)?.[1] ?? '';
    const typed = [...row.matchAll(/(\w+)\??:/g)].map((m) => m[1]);
    expect(typed).toEqual(Object.keys(vehicle.data ?? {}).sort((a, b) => a.localeCompare(b)));
    expect(row).toContain('warranty_months: number | null;');
    expect(row).toContain('vehicle_details: Json;');
  });
});
