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

/** Rows → CSV text with every formula-like cell neutralised. */
export const unparseCsv = (data: { fields: string[]; data: string[][] }): string =>
  Papa.unparse(data, { escapeFormulae: FORMULA_CELL });

/** A cell as unparseCsv wrote it → the value it stood for. */
export const restoreCell = (cell: string): string =>
  cell.startsWith("'") && FORMULA_CELL.test(cell) ? cell.slice(1) : cell;
