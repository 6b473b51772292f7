// The CSV import's and export's calls: the preview's diff (plan_import, nothing written), the whole
// file staged then written in one transaction (every row or, on a server error, none), its undo, and
// every live vehicle (drafts too) read page by page with the staff session for the export.
import { IMAGE_BUCKET } from '~/config/constants';
import { z } from '~/lib/zod';
import type { DraftVehicle, DraftVehicleInput } from '~/lib/vehicle';
import type { Json } from '../database.types';
import type { AppSupabase } from '../supabase';
import { readAll } from './read';
import type { RestSource } from './postgrest';
import { COLUMNS } from './columns';
import { fromDraftRow, parseDraftVehicleRow, toRow } from './vehicle-row';

/** What an import wrote: its id (for undo_import) and how many cars it added, changed, left, sold or drafted. */
export interface ImportSummary {
  importId: string | null;
  inserted: number;
  updated: number;
  unchanged: number;
  sold: number;
  drafted: number;
}

/** How rows find their car: the stock number, the chassis number, or not at all (every row a new car). */
export type ImportMatch = 'stock_number' | 'chassis_number' | 'none';
/** What becomes of listed cars the file does not hold: left as they are, marked sold, or taken off the site. */
export type MissingChoice = 'leave' | 'sold' | 'draft';

/**
 * An import's choices (docs/features.md, CSV import). `columns`: the database fields the file maps;
 * a car the file matches gets only those written, and an empty cell only clears one when `clearEmpty`.
 */
export interface ImportOptions {
  columns: readonly string[];
  match: ImportMatch;
  clearEmpty: boolean;
  missing: MissingChoice;
}

/** Where this project's own photos live: the public URL of the vehicle-images bucket, with a trailing '/'. */
export const storageImagePrefix = (client: AppSupabase): string =>
  client.storage.from(IMAGE_BUCKET).getPublicUrl('x').data.publicUrl.replace(/x$/, '');

/**
 * A checked row and what the file says beyond the vehicle: when it was first listed, the version it
 * was exported at (a later edit by someone else refuses the import), and whether the importer chose
 * to overwrite such an edit.
 */
export type ImportInput = DraftVehicleInput & {
  listedSince?: string | null;
  version?: string | null;
  overwrite?: boolean;
  /** The staff-only note (public.vehicle_private_notes), never a public column. */
  privateNote?: string | null;
  chassisNumber?: string | null;
  /** A draft only because the file lacks fields: a car it matches keeps its status. */
  incomplete?: boolean;
};

/** A row as the import functions read it: the vehicle's columns and what the file says beyond them. */
const importRow = (v: ImportInput): Record<string, unknown> => ({
  ...toRow(v),
  // created_at is when the car was first listed: given, it keeps imported stock from being news.
  ...(v.listedSince ? { created_at: v.listedSince } : {}),
  ...(v.version ? { expected_updated_at: v.version, overwrite: v.overwrite === true } : {}),
  ...(v.privateNote !== undefined ? { private_note: v.privateNote } : {}),
  ...(v.chassisNumber !== undefined ? { chassis_number: v.chassisNumber } : {}),
  ...(v.incomplete ? { incomplete: true } : {}),
});

/** The options as the import functions read them; the file's keys let a part of it see the whole file's missing cars. */
const importOptions = (o: ImportOptions, inputs: readonly ImportInput[]) => ({
  columns: [...o.columns],
  match: o.match,
  clear_empty: o.clearEmpty,
  missing: o.missing,
  keys: inputs.flatMap((v) => {
    const key = o.match === 'chassis_number' ? v.chassisNumber?.trim().toUpperCase() : v.stockNumber?.trim();
    return key ? [key] : [];
  }),
});

/** Until the dealer chooses otherwise: match by stock number, write what the rows carry, clear nothing, leave missing cars. */
export const DEFAULT_IMPORT_OPTIONS: ImportOptions = {
  columns: [],
  match: 'stock_number',
  clearEmpty: false,
  missing: 'leave',
};

const changeSchema = z.object({ old: z.unknown(), new: z.unknown() });
const planSchema = z.object({
  rows: z.array(
    z.object({
      index: z.number(),
      kind: z.enum(['insert', 'update', 'unchanged']),
      vehicle_id: z.nullable(z.string()),
      changes: z.record(z.string(), changeSchema),
    }),
  ),
  missing: z.array(
    z.object({
      id: z.string(),
      stock_number: z.nullable(z.string()),
      make: z.string(),
      model: z.string(),
      year: z.nullable(z.number()),
      status: z.string(),
    }),
  ),
});

/** One row's fate in the preview: a new car, the fields of its car that change (old → new), or nothing. */
export interface PlannedRow {
  index: number;
  kind: 'insert' | 'update' | 'unchanged';
  vehicleId: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
}
/** A listed car the file does not hold. */
export interface MissingCar {
  id: string;
  stockNumber: string | null;
  make: string;
  model: string;
  year: number | null;
  status: string;
}
export interface ImportPlan {
  rows: PlannedRow[];
  missing: MissingCar[];
}

/**
 * The preview's diff, read with the staff session and writing nothing (public.plan_import shares the
 * import's own planning, so the summary after it matches): `inputs[i]` → `rows[i]`.
 */
export async function planImport(
  client: AppSupabase,
  inputs: readonly ImportInput[],
  options: ImportOptions,
): Promise<ImportPlan> {
  const rows = inputs.map(importRow);
  const p_options = importOptions(options, inputs) as Json;
  const plan: ImportPlan = { rows: [], missing: [] };
  let offset = 0;
  for (const [n, batch] of (rows.length === 0 ? [[]] : batches(rows)).entries()) {
    const { data, error } = await client.rpc('plan_import', { p_rows: batch as Json, p_options });
    if (error) throw new Error(error.message);
    const part = planSchema.parse(data);
    for (const r of part.rows) {
      plan.rows.push({ index: r.index + offset, kind: r.kind, vehicleId: r.vehicle_id, changes: r.changes });
    }
    if (n === 0) {
      plan.missing = part.missing.map((m) => ({
        id: m.id,
        stockNumber: m.stock_number,
        make: m.make,
        model: m.model,
        year: m.year,
        status: m.status,
      }));
    }
    offset += batch.length;
  }
  return plan;
}

/** A staged batch stays well under the API's 1 MB body limit (about 1 KB per realistic row). */
const BATCH_BYTES = 400 * 1024;

/** Rows as batches of at most BATCH_BYTES of JSON each. */
function batches(rows: readonly unknown[]): unknown[][] {
  const out: unknown[][] = [];
  let current: unknown[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length + 1;
    if (current.length > 0 && bytes + size > BATCH_BYTES) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(row);
    bytes += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * Write checked rows; a row with a stock number already held updates that car. Throws on refusal.
 * The rows are staged in batches (each one step of `onProgress`), then imported in one transaction
 * by import_staged_vehicles: all of them or none, whatever the file's size (docs/product.md D34).
 */
export async function importVehicles(
  client: AppSupabase,
  inputs: readonly ImportInput[],
  onProgress: (staged: number, total: number) => void = () => {},
  options?: ImportOptions,
): Promise<ImportSummary> {
  const importId = crypto.randomUUID();
  let staged = 0;
  onProgress(0, inputs.length);
  const rows = inputs.map(importRow);
  for (const [seq, batch] of batches(rows).entries()) {
    const { error } = await client
      .from('vehicle_import_batches')
      .insert({ import_id: importId, seq, rows: batch as Json });
    if (error) throw new Error(error.message);
    staged += batch.length;
    onProgress(staged, inputs.length);
  }
  const { data, error } = await client.rpc('import_staged_vehicles', {
    p_import_id: importId,
    ...(options ? { p_options: importOptions(options, inputs) as Json } : {}),
  });
  if (error) throw new Error(error.message);
  const row = data[0];
  return {
    importId: row?.import_id ?? null,
    inserted: row?.inserted ?? 0,
    updated: row?.updated ?? 0,
    unchanged: row?.unchanged ?? 0,
    sold: row?.sold ?? 0,
    drafted: row?.drafted ?? 0,
  };
}

/** How long an import can be undone (public.undo_import). */
export const IMPORT_UNDO_DAYS = 7;

/** Puts back what one import did; returns how many cars. Throws on refusal (already undone, too old). */
export async function undoImport(client: AppSupabase, importId: string): Promise<number> {
  const { data, error } = await client.rpc('undo_import', { p_import_id: importId });
  if (error) throw new Error(error.message);
  return data;
}

/** An import in the stock's history, newest first. */
export interface ImportRecord extends Omit<ImportSummary, 'importId'> {
  id: string;
  createdAt: string;
  undoneAt: string | null;
}

/** The imports of the last IMPORT_UNDO_DAYS days, newest first, for 'Undo this import' in the stock's history. */
export async function recentImports(client: AppSupabase): Promise<ImportRecord[]> {
  const since = new Date(Date.now() - IMPORT_UNDO_DAYS * 86_400_000).toISOString();
  const { data, error } = await client
    .from('vehicle_imports')
    .select('id, created_at, inserted, updated, unchanged, sold, drafted, undone_at')
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(10);
  if (error) throw new Error(error.message);
  return data.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    inserted: r.inserted,
    updated: r.updated,
    unchanged: r.unchanged,
    sold: r.sold,
    drafted: r.drafted,
    undoneAt: r.undone_at,
  }));
}

/** Live cars by stock number, read now, to show what changed since a file was exported (docs/product.md D34). */
export async function currentByStockNumber(
  client: AppSupabase,
  stocks: readonly string[],
): Promise<Map<string, DraftVehicle>> {
  const out = new Map<string, DraftVehicle>();
  for (let i = 0; i < stocks.length; i += 200) {
    const { data, error } = await client
      .from('vehicles')
      .select(COLUMNS.staff.join(','))
      .in('stock_number', stocks.slice(i, i + 200))
      .is('deleted_at', null);
    if (error) throw new Error(error.message);
    for (const raw of data as unknown[]) {
      const v = parseDraftVehicleRow(raw);
      if (v.stockNumber) out.set(v.stockNumber, v);
    }
  }
  return out;
}

const EXPORT_PAGE = 1000;

/** Every live vehicle in the one order, drafts included (the staff session decides what is read). */
export async function exportVehicles(rest: RestSource): Promise<DraftVehicle[]> {
  return (await readAll(rest, { columns: 'staff', limit: EXPORT_PAGE })).map(fromDraftRow);
}
