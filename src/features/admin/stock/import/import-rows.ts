// What the import writes for a checked file: each row's input plus the cells the form keeps apart
// (the staff-only note, the chassis number), and the database fields the file fills, so a car the
// file matches gets only those written (public.import_staged_vehicles, docs/features.md 'CSV import').
import type { ImportInput } from '~/data/vehicles/browser';
import type { CsvColumn, CsvMapping, CsvRow, CsvTable, EveryRow } from '~/lib/staff/vehicle/csv';

/** The database field a CSV column fills; null for what only guides the import (the version, the title itself). */
function fieldOf(column: CsvColumn): string | null {
  switch (column) {
    case 'exterior':
    case 'interior':
    case 'drivetrain':
    case 'vehicle_details':
      return 'vehicle_details';
    case 'listed_since':
      return 'created_at';
    case 'version':
    case 'title':
      return null;
    default:
      return column;
  }
}

/** The fields the file fills: its mapped columns, the values given for every row, those read from titles and the cells typed in the preview. */
export function importColumns(
  mapping: CsvMapping,
  everyRow: EveryRow,
  rows: readonly CsvRow[],
  /** the columns of the cells typed in the preview ('Fix a cell'), the file's column or not */
  fixed: Iterable<CsvColumn> = [],
): string[] {
  const columns = new Set<CsvColumn>(fixed);
  for (const c of mapping) if (c) columns.add(c);
  for (const [c, v] of Object.entries(everyRow)) if (v?.trim()) columns.add(c as CsvColumn);
  for (const r of rows) for (const c of r.fromTitle) columns.add(c);
  const fields = new Set<string>();
  for (const c of columns) {
    const f = fieldOf(c);
    if (f) fields.add(f);
  }
  return [...fields].sort();
}

/** A cell of a column the form does not read, as the file has it (trimmed); undefined when the file has no such column. */
function cellOf(table: CsvTable, mapping: CsvMapping, row: CsvRow, column: CsvColumn): string | undefined {
  const j = mapping.indexOf(column);
  return j < 0 ? undefined : (table.body[row.index]?.[j] ?? '').trim();
}

/** A checked row as the import writes it, or null for a row with problems. */
export function importInput(table: CsvTable, mapping: CsvMapping, row: CsvRow): ImportInput | null {
  if (!row.input) return null;
  const note = cellOf(table, mapping, row, 'private_note');
  const chassis = cellOf(table, mapping, row, 'chassis_number');
  return {
    ...row.input,
    listedSince: row.listedSince,
    version: row.version,
    ...(row.draft ? { incomplete: true } : {}),
    ...(note !== undefined ? { privateNote: note === '' ? null : note } : {}),
    ...(chassis !== undefined ? { chassisNumber: chassis === '' ? null : chassis.toUpperCase() } : {}),
  };
}

/** Every importable row's input (in the file's order) and the fields the file fills. */
export function importInputs(
  table: CsvTable,
  mapping: CsvMapping,
  rows: readonly CsvRow[],
  everyRow: EveryRow,
): { inputs: ImportInput[]; columns: string[] } {
  return {
    inputs: rows.flatMap((r) => {
      const input = importInput(table, mapping, r);
      return input ? [input] : [];
    }),
    columns: importColumns(mapping, everyRow, rows),
  };
}
