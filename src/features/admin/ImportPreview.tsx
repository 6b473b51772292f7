// The import preview: every row's verdict before anything is written, errors first in the form's
// own words ("Row 7: Year must be ..."), then the rows that will be imported.
import type { CsvRow } from '~/lib/vehicle-csv';
import { formatPrice } from '~/lib/format';

/** Rows drawn in the table; a 4,999-row file lists its errors in full and its first ready rows. */
const SHOWN_READY = 50;

export default function ImportPreview({ rows }: { rows: readonly CsvRow[] }) {
  const bad = rows.filter((r) => r.error !== null);
  const ready = rows.filter((r) => r.input !== null);
  const dropped = rows.filter((r) => r.droppedImages > 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-cream" data-testid="import-counts">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'}: {ready.length} ready to import, {bad.length} with{' '}
        {bad.length === 1 ? 'an error' : 'errors'}
      </p>
      {bad.length > 0 && (
        <div className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3">
          <h3 className="text-sm font-semibold text-red-200">Rows with errors (not imported)</h3>
          <ul className="mt-2 space-y-1 text-sm text-red-200" aria-label="Rows with errors">
            {bad.map((r) => (
              <li key={r.line}>
                Row {r.line}: {r.error}
              </li>
            ))}
          </ul>
        </div>
      )}
      {dropped.length > 0 && (
        <ul className="space-y-1 text-xs text-cream-dim" aria-label="Photos left out">
          {dropped.map((r) => (
            <li key={r.line}>
              Row {r.line}: {r.droppedImages} {r.droppedImages === 1 ? 'photo is' : 'photos are'} not from this site's
              storage or /seed/ and {r.droppedImages === 1 ? 'was' : 'were'} left out
            </li>
          ))}
        </ul>
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
                <td>{r.input && `${r.input.year} ${r.input.make} ${r.input.model}`}</td>
                <td className="text-right">{r.input && formatPrice(r.input.price)}</td>
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
