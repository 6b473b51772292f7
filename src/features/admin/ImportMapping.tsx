// The import's column mapping (issue 33): each column of the chosen file, an example value and the
// field it fills, guessed from its header and changeable; ignored columns and required fields with
// no column are named under it.
import { useId } from 'react';
import { CSV_COLUMNS, type CsvColumn, type CsvMapping, type CsvTable, unmappedRequired } from '~/lib/vehicle-csv';

type Props = {
  table: CsvTable;
  mapping: CsvMapping;
  onChange: (index: number, column: CsvColumn | null) => void;
  remember: boolean;
  onRemember: (remember: boolean) => void;
};

const example = (table: CsvTable, j: number): string => table.body.find((r) => (r[j] ?? '').trim() !== '')?.[j] ?? '';

export default function ImportMapping({ table, mapping, onChange, remember, onRemember }: Props) {
  const rememberId = useId();
  const ignored = table.header.filter((_, j) => mapping[j] === null);
  const missing = unmappedRequired(mapping);
  return (
    <div className="space-y-3">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-cream">Columns of your file</caption>
        <thead className="text-xs uppercase tracking-wide text-cream-dim">
          <tr>
            <th scope="col" className="py-1">
              Column in the file
            </th>
            <th scope="col">Example</th>
            <th scope="col">Imports as</th>
          </tr>
        </thead>
        <tbody>
          {table.header.map((h, j) => (
            <tr key={j} className="border-t border-line">
              <td className="py-1 pr-2 text-cream">{h}</td>
              <td className="max-w-40 truncate pr-2 text-cream-dim">{example(table, j)}</td>
              <td className="py-1">
                <select
                  className="field py-1"
                  aria-label={`Imports ${h} as`}
                  value={mapping[j] ?? ''}
                  onChange={(e) => onChange(j, e.target.value === '' ? null : (e.target.value as CsvColumn))}
                >
                  <option value="">Ignore this column</option>
                  {CSV_COLUMNS.map((c) => (
                    <option key={c} value={c} disabled={mapping.includes(c) && mapping[j] !== c}>
                      {c}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {ignored.length > 0 && (
        <p className="text-xs text-cream-dim" data-testid="import-ignored">
          Not imported: {ignored.join(', ')}
        </p>
      )}
      {missing.length > 0 && (
        <p role="alert" className="text-sm text-red-200" data-testid="import-unmapped">
          Required fields with no column: {missing.join(', ')}. Choose the column that holds each.
        </p>
      )}
      <label htmlFor={rememberId} className="flex items-center gap-2 text-sm text-cream">
        <input id={rememberId} type="checkbox" checked={remember} onChange={(e) => onRemember(e.target.checked)} />
        Remember these columns for the next file
      </label>
    </div>
  );
}
