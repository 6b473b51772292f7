// The import preview: every row's verdict before anything is written. Rows with errors keep file
// order, each with all its problems in the form's own words (column, value, what is allowed), and
// their cells can be fixed here; warnings (words read as the site's values, photos left out) sit
// apart; then the rows that will be imported.
import type { CsvColumn, CsvRow, SynonymUse } from '~/lib/staff/vehicle/csv';
import { formatPrice } from '~/lib/format';

/** Rows drawn in the table; a 4,999-row file lists its errors in full and its first ready rows. */
const SHOWN_READY = 50;
/** Rows whose cells can be fixed here; the rest are fixed in the downloaded CSV. */
const FIXABLE = 20;

type Props = {
  rows: readonly CsvRow[];
  synonyms: readonly SynonymUse[];
  /** A row's cell as the file has it (after any fix), and a fix: the row is checked again at once. */
  cell: (line: number, column: CsvColumn) => string;
  onFix: (line: number, column: CsvColumn, value: string) => void;
  onDownloadRejected: () => void;
};

const rowsWord = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

export default function ImportPreview({ rows, synonyms, cell, onFix, onDownloadRejected }: Props) {
  const bad = rows.filter((r) => r.input === null);
  const ready = rows.filter((r) => r.input !== null);
  const dropped = rows.filter((r) => r.droppedImages > 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-cream" data-testid="import-counts">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'}: {ready.length} ready to import, {bad.length} with{' '}
        {bad.length === 1 ? 'an error' : 'errors'}
      </p>
      {bad.length > 0 && (
        <div className="space-y-3 rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3">
          <h3 className="text-sm font-semibold text-red-200">Rows with errors (not imported)</h3>
          <ul className="space-y-1 text-sm text-red-200" aria-label="Rows with errors">
            {bad.map((r) => (
              <li key={r.line}>
                Row {r.line}: {r.problems.join('; ')}
              </li>
            ))}
          </ul>
          <table className="w-full text-left text-sm text-red-100">
            <caption className="text-left text-xs font-semibold text-red-200">Fix a cell here</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Value</th>
              </tr>
            </thead>
            <tbody>
              {bad.slice(0, FIXABLE).flatMap((r) =>
                r.problemColumns.map((col) => (
                  <tr key={`${r.line}-${col}`}>
                    <td className="pr-2">Row {r.line}</td>
                    <td className="pr-2">{col}</td>
                    <td className="py-0.5">
                      <input
                        className="field py-1"
                        aria-label={`Row ${r.line} ${col}`}
                        value={cell(r.line, col)}
                        onChange={(e) => onFix(r.line, col, e.target.value)}
                      />
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          <button
            type="button"
            className="text-sm text-gold underline-offset-4 hover:underline"
            onClick={onDownloadRejected}
          >
            Download the {rowsWord(bad.length)} with errors as CSV
          </button>
        </div>
      )}
      {(synonyms.length > 0 || dropped.length > 0) && (
        <div className="space-y-2 rounded-lg border border-line px-4 py-3">
          <h3 className="text-sm font-semibold text-cream">Warnings (these rows are imported)</h3>
          {synonyms.length > 0 && (
            <ul className="space-y-1 text-xs text-cream-muted" aria-label="Words read as the site's values">
              {synonyms.map((s) => (
                <li key={`${s.column}-${s.from}`}>
                  {s.column}: {s.from} → {s.to} ({rowsWord(s.rows)})
                </li>
              ))}
            </ul>
          )}
          {dropped.length > 0 && (
            <ul className="space-y-1 text-xs text-cream-dim" aria-label="Photos left out">
              {dropped.map((r) => (
                <li key={r.line}>
                  Row {r.line}: {r.droppedImages} {r.droppedImages === 1 ? 'photo is' : 'photos are'} not from this
                  site's storage or /seed/ and {r.droppedImages === 1 ? 'was' : 'were'} left out
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {ready.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Rows ready to import</caption>
          <thead className="text-xs uppercase tracking-wide text-cream-dim">
            <tr>
              <th scope="col" className="py-1">
                Row
              </th>
              <th scope="col">Stock No.</th>
              <th scope="col">Vehicle</th>
              <th scope="col" className="text-right">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {ready.slice(0, SHOWN_READY).map((r) => (
              <tr key={r.line} className="border-t border-line">
                <td className="py-1 text-cream-dim">{r.line}</td>
                <td>{r.input?.stockNumber ?? ''}</td>
                <td>{r.input && [r.input.year, r.input.make, r.input.model].filter((p) => p !== null).join(' ')}</td>
                <td className="text-right">{r.input?.price != null && formatPrice(r.input.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {ready.length > SHOWN_READY && (
        <p className="text-xs text-cream-dim">and {ready.length - SHOWN_READY} more rows ready to import</p>
      )}
    </div>
  );
}
