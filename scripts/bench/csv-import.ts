// The CSV import at 1,000 rows: a dealer's file made here, checked by the form's rules
// (parseVehicleCsv) and written in one import_vehicles call through supabase-js as staff, timed
// from the file's bytes to the answer. Budget: under 30 s (docs/benchmarks.md). Part of
// `npm run bench`; alone: `npx tsx scripts/bench/csv-import.ts` on an in-memory embedded server.
import type { SupabaseClient } from '@supabase/supabase-js';
import { IMAGE_BUCKET } from '~/config/constants';
import { CSV_COLUMNS, parseVehicleCsv } from '~/lib/staff/vehicle/csv';
import { toRow } from '~/data/vehicles';
import { signedInStaff } from './staff-client.ts';

export const CSV_IMPORT_ROWS = 1000;

/** A file of `n` distinct cars in the import's columns (stock numbers unique per run). */
export function benchCsv(n: number, run: string = Date.now().toString(36)): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (let i = 0; i < n; i++) {
    // The columns a dealer fills; any other column of the import (CSV_COLUMNS) stays empty.
    const cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>> = {
      stock_number: `B${run}-${i}`,
      make: ['BMW', 'Audi', 'Lexus', 'Porsche'][i % 4] ?? 'BMW',
      model: `Bench ${i}`,
      year: String(2015 + (i % 10)),
      price: String(80_000 + i * 137),
      mileage: String(5_000 + i * 11),
      fuel_type: 'Gasoline',
      transmission: 'Automatic',
      condition: 'Very Good',
      body_type: 'Sedan',
      color: 'Black',
      status: 'available',
      features: '"Sunroof, Heated seats, Head-up display"',
      exterior: 'LED lights',
      interior: 'Leather',
      drivetrain: 'RWD',
      origin: 'Local',
      previous_owners: '1',
      warranty_months: '12',
      engine_capacity_cc: '1998',
      images: '/seed/bmw-x5-xdrive45e-2023-front.webp',
    };
    lines.push(CSV_COLUMNS.map((c) => cells[c] ?? '').join(','));
  }
  return lines.join('\n') + '\n';
}

export interface CsvImportTiming {
  rows: number;
  ms: number;
  inserted: number;
}

/** Time one import of `rows` cars by a fresh staff account. */
export async function measureCsvImport(url: string, anonKey: string, rows = CSV_IMPORT_ROWS): Promise<CsvImportTiming> {
  const staff: SupabaseClient = await signedInStaff(url, anonKey, 'bench-csv');
  const prefix = staff.storage.from(IMAGE_BUCKET).getPublicUrl('x').data.publicUrl.replace(/x$/, '');
  const bytes = new TextEncoder().encode(benchCsv(rows)).buffer as ArrayBuffer;
  const started = performance.now();
  const parsed = parseVehicleCsv(bytes, prefix);
  if (!parsed.ok) throw new Error(parsed.message);
  const inputs = parsed.rows.flatMap((r) => (r.input ? [r.input] : []));
  if (inputs.length !== rows) throw new Error(`bench CSV: ${rows - inputs.length} rows refused`);
  const { data, error } = await staff.rpc('import_vehicles', { p_rows: inputs.map(toRow) });
  if (error) throw new Error(error.message);
  const ms = Math.round(performance.now() - started);
  return { rows, ms, inserted: (data as { inserted: number }[])[0]?.inserted ?? 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { startSupabase } = await import('../supabase/server.ts');
  const api = await startSupabase({ memory: true, port: 0, quiet: true });
  try {
    const t = await measureCsvImport(api.url, api.publishableKey);
    console.log(`CSV import: ${t.rows} rows (${t.inserted} added) in ${(t.ms / 1000).toFixed(2)} s (budget 30 s)`);
  } finally {
    await api.stop();
  }
}
