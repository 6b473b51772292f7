// 'Fix a cell here' (docs/product.md D34): every row the import would refuse or keep as a draft, named
// by its line and its car, with a box for each field it still needs, whether the file has a column
// for it or not (a choice as a list of the site's values, free text as a box). A typed value stays
// in its box until the dealer leaves it (Enter, Tab or leaving the box); the row is then checked again
// and leaves the list once it imports. The rows come a page at a time, every one of them reachable.
import { useState } from 'react';
import { ACCEPTED_VALUES, type CsvColumn, type CsvRow } from '~/lib/staff/vehicle/csv';
import { optionValue } from '~/lib/staff/vehicle/columns';
import { STAFF_WORDS } from '~/lib/staff-words';

/** Rows on one page of the list. */
export const FIX_PAGE = 20;

/** The keys that commit a typed value, as leaving the box does. */
export const COMMIT_KEYS: ReadonlySet<string> = new Set(['Enter', 'Tab']);

type Props = {
  /** The rows with something to fix, in file order. */
  rows: readonly CsvRow[];
  /** A row's value for a column: the file's cell or the one typed here. */
  cell: (row: CsvRow, column: CsvColumn) => string;
  onFix: (row: CsvRow, column: CsvColumn, value: string) => void;
};

/** A free-text cell: checked on the whole typed value, never on its first key. */
function FixText({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <input
      className="field py-1"
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onFocus={(e) => e.target.select()}
      onBlur={commit}
      onKeyDown={(e) => {
        if (COMMIT_KEYS.has(e.key)) commit();
      }}
    />
  );
}

/** A choice cell: the site's values; a word of the file that means none of them shows as not chosen. */
function FixChoice({
  label,
  column,
  options,
  value,
  onCommit,
}: {
  label: string;
  column: CsvColumn;
  options: readonly string[];
  value: string;
  onCommit: (value: string) => void;
}) {
  const chosen = optionValue(column, value) ?? '';
  return (
    <select className="field py-1" aria-label={label} value={chosen} onChange={(e) => onCommit(e.target.value)}>
      <option value="">{value.trim() === '' ? 'Choose…' : `‘${value.trim()}’: choose…`}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );
}

export default function ImportFixCells({ rows, cell, onFix }: Props) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / FIX_PAGE));
  // Fixed rows leave the list: stay on the last page that still has rows.
  const at = Math.min(page, pages - 1);
  const shown = rows.slice(at * FIX_PAGE, (at + 1) * FIX_PAGE);
  if (rows.length === 0) return null;
  return (
    <div className="space-y-2 rounded-lg border border-line px-4 py-3" data-testid="import-fix">
      <table className="w-full text-left text-sm text-cream">
        <caption className="text-left text-xs font-semibold text-cream">Fix a cell here</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        {shown.map((r) => (
          <tbody key={r.index} className="border-t border-line">
            {r.fixable.map((col, k) => {
              const label = `Row ${r.line} ${col}`;
              const value = cell(r, col);
              const options = ACCEPTED_VALUES[col];
              const commit = (v: string) => onFix(r, col, v);
              return (
                <tr key={col}>
                  {k === 0 && (
                    <th scope="rowgroup" rowSpan={r.fixable.length} className="py-1 pr-2 align-top font-normal">
                      {STAFF_WORDS.csv.rowName(r.line, r.car)}
                    </th>
                  )}
                  <td className="pr-2 text-cream-muted">{col}</td>
                  <td className="py-0.5">
                    {options ? (
                      <FixChoice label={label} column={col} options={options} value={value} onCommit={commit} />
                    ) : (
                      <FixText key={value} label={label} value={value} onCommit={commit} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      {pages > 1 && (
        <nav className="flex items-center gap-3 text-sm" aria-label="Rows to fix, by page">
          <button
            type="button"
            className="text-gold underline-offset-4 hover:underline disabled:text-cream-dim"
            disabled={at === 0}
            onClick={() => setPage(at - 1)}
          >
            Previous
          </button>
          <span data-testid="import-fix-page">
            {STAFF_WORDS.csv.fixPage(at * FIX_PAGE + 1, at * FIX_PAGE + shown.length, rows.length)}
          </span>
          <button
            type="button"
            className="text-gold underline-offset-4 hover:underline disabled:text-cream-dim"
            disabled={at >= pages - 1}
            onClick={() => setPage(at + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
