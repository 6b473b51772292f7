// PGlite's contrib modules by name, as the engine's worker thread (engine-worker.ts) and the
// throwaway databases of the drift check (scripts/db/fresh.ts) load them. Loaded by Node directly
// in the worker, so: erasable TypeScript, and no import but PGlite's own modules.
import type { Extension, Extensions } from '@electric-sql/pglite';

export async function loadExtensions(names: readonly string[]): Promise<Extensions> {
  const out: Extensions = {};
  for (const name of names) {
    const mod = (await import(`@electric-sql/pglite/contrib/${name}`)) as Record<string, Extension>;
    const ext = mod[name];
    if (ext) out[name] = ext;
  }
  return out;
}
