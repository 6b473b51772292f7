// CSV injection (OWASP "CSV Injection"; docs/security.md): a cell that starts with = + - @, a tab or a
// carriage return is read as a formula by Excel, Sheets and LibreOffice. Every CSV the product
// writes goes through unparseCsv, which hands FORMULA_CELL to papaparse's `escapeFormulae`: such a
// cell gets an apostrophe in front and is quoted, so the spreadsheet shows it as text. The import
// reads each cell through restoreCell, which takes that apostrophe off again (export → import
// round-trips).
//
// papaparse's own default pattern (/^[=+\-@\t\r].*$/) misses a cell whose first line is followed
// by a line break ('.' stops there); this one looks only at the start. A cell that already starts
// with apostrophes before such a character gets one more, so restoring is exact for every value.
import Papa from 'papaparse';

/** A cell a spreadsheet would run (after any apostrophes this module adds). */
const FORMULA_CELL = /^'*[=+\-@\t\r]/;

/**
 * A telephone number as the dealer's settings give it (+60 3-2141 8888): one + then digits,
 * spaces, parentheses and hyphens. No function, cell reference or DDE command can be spelled with
 * these, so a column the caller declares as phone numbers keeps its + for the machine that reads
 * it (Meta's catalog); any other text in that column is neutralised as everywhere else.
 */
const PHONE_NUMBER = /^\+\d[\d ()-]*$/;

/**
 * Rows → CSV text with every formula-like cell neutralised: an apostrophe in front, and quoted.
 * Every CSV the product writes goes through here (the stock export and template, the leads export,
 * the desk's charts, Meta's catalog feed).
 */
export function unparseCsv(
  data: { fields: readonly string[]; data: readonly (readonly string[])[] },
  options: { phoneColumns?: readonly string[] } = {},
): string {
  const phones = new Set(options.phoneColumns ?? []);
  const kept = (cell: string, col: number): boolean => phones.has(data.fields[col] ?? '') && PHONE_NUMBER.test(cell);
  const neutral = (cell: string, col: number): string =>
    kept(cell, col) || !FORMULA_CELL.test(cell) ? cell : `'${cell}`;
  return Papa.unparse(
    { fields: data.fields.map(neutral), data: data.data.map((row) => row.map(neutral)) },
    { quotes: (value: unknown) => typeof value === 'string' && value.startsWith("'") && FORMULA_CELL.test(value) },
  );
}

/** A cell as unparseCsv wrote it → the value it stood for. */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_CELL.test(cell) ? cell.slice(1) : cell;
