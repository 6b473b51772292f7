// The rebuild contract: what the host's rebuild loop (scripts/host/plan/incremental.ts) hands one
// Astro build, and the one place both sides read its names and shapes. One setting, MEWAH_REBUILD,
// names the contract file (REBUILD_FILE): the pages to render and where the rows are (ROWS_FILE,
// beside it). The loop writes both through writeRebuildContract(); the build reads them through
// readRebuildContract() and readBuildRows() (collection.build.ts). Without the setting a build reads
// every vehicle from Supabase and renders every page.
//
// The setting reaches the build in the build process's own environment, given when the process is
// started (scripts/host/builder/): a cold `astro build` gets the contract's path; the warm worker
// gets a path of its own once, and the host copies each build's contract there before asking for a
// build. Nothing rewrites process.env while a process runs.
//
// Runs in Node only (.server.ts): the host and the build.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from '~/lib/zod';
import { vehicleRowSchema, type VehicleRow } from './vehicle-row';

/** The setting (an environment variable of the build process) that names the contract file. */
export const REBUILD_SETTING = 'MEWAH_REBUILD';
/** The contract file's name where the rebuild loop writes it (in its scratch folder). */
export const REBUILD_FILE = 'rebuild.json';
/** The rows file's name, beside the contract. */
export const ROWS_FILE = 'rows.json';

/** The rows file: what the build shows, read and checked by the loop through the one paged reader, in the one order. */
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
  /** The rows file's absolute path (buildRowsSchema). */
  rows: z.optional(z.string().check(z.minLength(1))),
  onlyVehicles: z.optional(onlyVehiclesSchema),
  onlyInventory: z.optional(onlyInventorySchema),
});
export type RebuildContract = z.infer<typeof rebuildContractSchema>;

/** What the loop hands writeRebuildContract: the rows themselves, as its reader returned them. */
export interface RebuildRequest {
  rows: VehicleRow[];
  onlyVehicles?: string[];
  onlyInventory?: number[];
}

/** Whether a build under `contract` renders only some pages (an incremental build into a scratch folder). */
export const isPartial = (contract: RebuildContract | null): boolean =>
  contract?.onlyVehicles !== undefined || contract?.onlyInventory !== undefined;

const english = z.locales.en().localeError;
const why = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Reads and checks one of the contract's JSON files; a malformed one is refused with the file and every problem named. */
async function readChecked<T>(file: string, schema: z.ZodMiniType<T>, what: string): Promise<T> {
  const text = await readFile(file, 'utf8').catch((e: unknown) => {
    throw new Error(`${REBUILD_SETTING}: cannot read ${file} (${why(e)})`, { cause: e });
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new Error(`${REBUILD_SETTING}: ${file} is not JSON (${why(e)})`, { cause: e });
  }
  // Messages in English for this parse only (the site's zod carries no locale: src/lib/zod.ts).
  const parsed = schema.safeParse(json, { error: english });
  if (!parsed.success) throw new Error(`${REBUILD_SETTING}: ${file} is not ${what}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The contract the build process was started with (its REBUILD_SETTING), or null for a plain full build. */
export async function readRebuildContract(env: NodeJS.ProcessEnv = process.env): Promise<RebuildContract | null> {
  const file = env[REBUILD_SETTING];
  return file ? readChecked(file, rebuildContractSchema, 'a rebuild contract') : null;
}

/** The rows a contract hands the build (its `rows` file). */
export const readBuildRows = (file: string): Promise<VehicleRow[]> =>
  readChecked(file, buildRowsSchema, 'a list of vehicle rows');

/** Writes one build's contract and rows into `dir`; returns the contract's path (for REBUILD_SETTING). */
export async function writeRebuildContract(dir: string, request: RebuildRequest): Promise<string> {
  const rows = path.resolve(dir, ROWS_FILE);
  await writeFile(rows, JSON.stringify(request.rows));
  const contract: RebuildContract = { rows, onlyVehicles: request.onlyVehicles, onlyInventory: request.onlyInventory };
  const file = path.resolve(dir, REBUILD_FILE);
  await writeFile(file, JSON.stringify(contract));
  return file;
}

/** Writes a contract that asks for nothing (a plain full build) to `file`: the warm worker's own path between builds. */
export const writeNoContract = (file: string): Promise<void> =>
  writeFile(file, JSON.stringify({} satisfies RebuildContract));

/** The environment that hands a build process the contract in `file` (empty: none). */
export const rebuildEnv = (file: string): Record<string, string> => ({ [REBUILD_SETTING]: file });
