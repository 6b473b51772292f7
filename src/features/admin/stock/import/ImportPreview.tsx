// The import preview: every row's verdict before anything is written. Rows with errors keep file
// order, each with all its problems in the form's own words (column, value, what is allowed), and
// their cells can be fixed here; warnings (words read as the site's values, photos left out) sit
// apart; then the rows that will be imported.
import type { BrokenRecord, CsvColumn, CsvRow, SynonymUse } from '~/lib/staff/vehicle/csv';
import { formatPrice } from '~/lib/format';
import { STAFF_WORDS } from '~/lib/staff-words';
import ImportFixCells from './ImportFixCells';

/** Rows drawn in the table; a 4,999-row file lists its errors in full and its first ready rows. */
const SHOWN_READY = 50;

type Props = {
  rows: readonly CsvRow[];
  synonyms: readonly SynonymUse[];
  /** Records of the file that could not be read cleanly, left out. */
  broken: readonly BrokenRecord[];
  /** A row's cell as the file has it (after any fix), and a fix: the row is checked again when it is committed. */
  cell: (row: CsvRow, column: CsvColumn) => string;
  onFix: (row: CsvRow, column: CsvColumn, value: string) => void;
  onDownloadRejected: () => void;
  /** Whether rows lacking only required fields import as drafts. */
  incompleteAsDrafts: boolean;
  onIncompleteAsDrafts: (yes: boolean) => void;
};

const rowsWord = (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;

export default function ImportPreview({
  rows,
  synonyms,
  broken,
  cell,
  onFix,
  onDownloadRejected,
  incompleteAsDrafts,
  onIncompleteAsDrafts,
}: Props) {
  const incomplete = rows.filter((r) => r.missing.length > 0);
  const bad = rows.filter((r) => r.input === null && r.missing.length === 0);
  const ready = rows.filter((r) => r.input !== null && !r.draft);
  const drafts = rows.filter((r) => r.draft);
  const dropped = rows.filter((r) => r.droppedImages > 0);
  const warned = rows.filter((r) => r.warnings.length > 0);
  const byFile = drafts.filter((r) => r.missing.length === 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-cream" data-testid="import-counts">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'}: {ready.length} ready to import, {bad.length} with{' '}
        {bad.length === 1 ? 'an error' : 'errors'}
        {incomplete.length > 0 && `, ${incomplete.length} lacking required fields`}
        {byFile.length > 0 && `, ${byFile.length} as ${byFile.length === 1 ? 'a draft' : 'drafts'}`}
      </p>
      {broken.length > 0 && (
        <div className="space-y-2 rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3">
          <h3 className="text-sm font-semibold text-red-200">Lines the file could not give cleanly (not imported)</h3>
          <ul className="space-y-1 text-sm text-red-200" aria-label="Lines not read">
            {broken.map((b) => (
              <li key={b.first}>{STAFF_WORDS.csv.broken(b.first, b.last, b.reason)}</li>
            ))}
          </ul>
        </div>
      )}
      {incomplete.length > 0 && (
        <div className="space-y-2 rounded-lg border border-line px-4 py-3">
          <label className="flex items-center gap-2 text-sm text-cream">
            <input
              type="checkbox"
              checked={incompleteAsDrafts}
              onChange={(e) => onIncompleteAsDrafts(e.target.checked)}
            />
            Import the {rowsWord(incomplete.length)} lacking required fields as drafts (off the site until completed)
          </label>
          <ul className="space-y-1 text-xs text-cream-muted" aria-label="Rows lacking required fields">
            {incomplete.slice(0, SHOWN_READY).map((r) => (
              <li key={r.line}>
                Row {r.line}: {STAFF_WORDS.csv.draftMissing(r.missing)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {(bad.length > 0 || incomplete.some((x) => x.input === null)) && (
        <div className="space-y-3 rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3">
          <h3 className="text-sm font-semibold text-red-200">Rows with errors (not imported)</h3>
          <ul className="space-y-1 text-sm text-red-200" aria-label="Rows with errors">
            {bad.map((r) => (
              <li key={r.line}>
                Row {r.line}: {r.problems.join('; ')}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="text-sm text-gold underline-offset-4 hover:underline"
            onClick={onDownloadRejected}
          >
            Download the {rowsWord(bad.length)} with errors as CSV
          </button>
        </div>
      )}
      <ImportFixCells rows={rows.filter((r) => r.fixable.length > 0)} cell={cell} onFix={onFix} />
      {(synonyms.length > 0 || dropped.length > 0 || warned.length > 0) && (
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
          {warned.length > 0 && (
            <ul className="space-y-1 text-xs text-cream-muted" aria-label="Values read with a warning">
              {warned.flatMap((r) =>
                r.warnings.map((w) => (
                  <li key={`${r.line}-${w}`}>
                    Row {r.line}: {w}
                  </li>
                )),
              )}
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
      {[...ready, ...drafts].length > 0 && (
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
            {[...ready, ...drafts].slice(0, SHOWN_READY).map((r) => (
              <tr key={r.line} className="border-t border-line">
                <td className="py-1 text-cream-dim">{r.line}</td>
                <td>{r.input?.stockNumber ?? ''}</td>
                <td>
                  {r.input && [r.input.year, r.input.make, r.input.model].filter((p) => p !== null).join(' ')}
                  {r.draft && <span className="ml-2 text-xs text-cream-dim">(draft)</span>}
                  {r.fromTitle.length > 0 && (
                    <span className="ml-2 text-xs text-cream-dim" data-testid="from-title">
                      {r.fromTitle.join(', ')} from the title
                    </span>
                  )}
                </td>
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
