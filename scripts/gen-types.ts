// `npm run gen:types`: starts the embedded server in memory (supabase/migrations applied, as every
// test does), reads its catalog and writes src/data/database.types.ts in the shape
// `supabase gen types typescript` writes. `--check` writes nothing and fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startSupabase } from './supabase/server.ts';
import { generateTypes } from './gen-types/generate.ts';

export const TYPES_FILE = resolve('src/data/database.types.ts');

const check = process.argv.includes('--check');
const server = await startSupabase({ memory: true, port: 0, quiet: true });
try {
  const text = await generateTypes(server.ctx.db, TYPES_FILE);
  if (check) {
    if (readFileSync(TYPES_FILE, 'utf8') !== text) {
      console.error('src/data/database.types.ts is stale: run npm run gen:types');
      process.exitCode = 1;
    } else console.log('src/data/database.types.ts is up to date');
  } else {
    writeFileSync(TYPES_FILE, text);
    console.log('wrote src/data/database.types.ts');
  }
} finally {
  await server.stop();
}
