// The rebuild contract: what the host's rebuild loop (scripts/host/3-plan/incremental.ts) hands one
// Astro build, and the one place both sides read its names and shapes. One setting, MEWAH_REBUILD,
// names one JSON file; the build reads it through readRebuildContract() (collection.build.ts), the
// loop writes it through writeRebuildContract(). Without the setting a build reads every vehicle
// from Supabase and renders every page.
//
// The setting reaches the build in the build process's own environment, given when the process is
// started (scripts/host/4-build/): a cold `astro build` gets the file's path; the warm worker gets a
// path of its own once, and the host copies each build's contract there before asking for a build.
// Nothing rewrites process.env while a process runs.
//
// Runs in Node only (.server.ts): the host and the build.
import { readFile, writeFile } from 'node:fs/promises';
import { z } from '~/lib/zod';
import { vehicleRowSchema } from './row';

/** The setting (an environment variable of the build process) that names the contract file. */
export const REBUILD_SETTING = 'MEWAH_REBUILD';
/** The contract file's name where the rebuild loop writes it (in its scratch folder). */
export const REBUILD_FILE = 'rebuild.json';

/** The rows the build shows: read and validated by the loop through the one paged reader, in the one order. */
export const buildRowsSchema = z.array(vehicleRowSchema);
/** The ids of the only vehicle pages to render (each in every language). */
export const onlyVehiclesSchema = z.array(z.guid());
/** The numbers of the only static inventory pages to render (/inventory/2 on; page 1 is /inventory). */
export const onlyInventorySchema = z.array(z.int().check(z.gte(2)));

/**
 * The contract file. Every part is optional: without `rows` the build reads Supabase itself; with
 * `onlyVehicles` or `onlyInventory` it renders only those pages of that kind (an incremental build).
 */
export const rebuildContractSchema = z.strictObject({
  rows: z.optional(buildRowsSchema),
  onlyVehicles: z.optional(onlyVehiclesSchema),
  onlyInventory: z.optional(onlyInventorySchema),
});
export type RebuildContract = z.infer<typeof rebuildContractSchema>;
/** What the loop writes: the rows as its reader returned them (the schema fills the same defaults). */
export type RebuildContractInput = z.input<typeof rebuildContractSchema>;

const english = z.locales.en().localeError;

/** Whether a build under `contract` renders only some pages (an incremental build into a scratch folder). */
export const isPartial = (contract: RebuildContract | null): boolean =>
  contract?.onlyVehicles !== undefined || contract?.onlyInventory !== undefined;

/** Parses a contract file's text; a malformed file is refused with the file and every problem named. */
export function parseRebuildContract(text: string, file: string): RebuildContract {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${REBUILD_SETTING}: ${file} is not JSON (${e instanceof Error ? e.message : String(e)})`, {
      cause: e,
    });
  }
  // Messages in English for this parse only (the site's zod carries no locale: src/lib/zod.ts).
  const parsed = rebuildContractSchema.safeParse(json, { error: english });
  if (!parsed.success) {
    throw new Error(`${REBUILD_SETTING}: ${file} is not a rebuild contract:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** The contract the build process was started with (its REBUILD_SETTING), or null for a plain full build. */
export async function readRebuildContract(env: NodeJS.ProcessEnv = process.env): Promise<RebuildContract | null> {
  const file = env[REBUILD_SETTING];
  if (!file) return null;
  const text = await readFile(file, 'utf8').catch((e: unknown) => {
    throw new Error(`${REBUILD_SETTING}: cannot read ${file} (${e instanceof Error ? e.message : String(e)})`, {
      cause: e,
    });
  });
  return parseRebuildContract(text, file);
}

/** Writes a contract for one build to `file` (typed here; the build checks it as it reads it). */
export async function writeRebuildContract(file: string, contract: RebuildContractInput): Promise<string> {
  await writeFile(file, JSON.stringify(contract));
  return file;
}

/** The environment that hands a build process the contract in `file`. */
export const rebuildEnv = (file: string): Record<string, string> => ({ [REBUILD_SETTING]: file });
