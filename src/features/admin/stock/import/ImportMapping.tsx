// The import's column mapping (docs/product.md D34): each column of the chosen file, an example value and the
// field it fills, guessed from its header and changeable; ignored columns and required fields with
// no column are named under it. A required choice the file has no column for (a dealer's export
// often has no condition grade) can take one value for every row instead.
import { useId } from 'react';
import {
  CSV_COLUMNS,
  ACCEPTED_VALUES,
  EVERY_ROW_COLUMNS,
  type ColumnGuess,
  type CsvColumn,
  type CsvMapping,
  type CsvTable,
  type EveryRow,
  unmappedRequired,
} from '~/lib/staff/vehicle/csv';
import { STAFF_WORDS } from '~/lib/staff-words';
import { columnDef } from '~/lib/staff/vehicle/columns';
import { FIELD_LABELS } from '~/lib/staff/vehicle/form';

type Props = {
  table: CsvTable;
  mapping: CsvMapping;
  /** How each column was guessed when the file was chosen. */
  guesses: readonly ColumnGuess[];
  onChange: (index: number, column: CsvColumn | null) => void;
  everyRow: EveryRow;
  onEveryRow: (column: CsvColumn, value: string) => void;
  /** Required fields with no column that some row still lacks (checkTable's missingColumns); absent: every one. */
  needed?: readonly CsvColumn[];
  remember: boolean;
  onRemember: (remember: boolean) => void;
};

/** A column as the dealer knows it: the form's label of the field it fills ('Stock Number', not stock_number). */
export function columnLabel(column: CsvColumn): string {
  const { field } = columnDef(column);
  return field in FIELD_LABELS
    ? FIELD_LABELS[field as keyof typeof FIELD_LABELS]
    : STAFF_WORDS.csv.columnLabels[field as keyof typeof STAFF_WORDS.csv.columnLabels];
}

const example = (table: CsvTable, j: number): string => table.body.find((r) => (r[j] ?? '').trim() !== '')?.[j] ?? '';

/** How sure a guess is, in the preview's words; nothing once the dealer chose the column themselves. */
function guessText(guess: ColumnGuess | undefined, column: CsvColumn | null): string {
  if (!guess?.how || guess.column !== column) return '';
  return [STAFF_WORDS.csv.guessHow[guess.how], guess.note].filter(Boolean).join('; ');
}

export default function ImportMapping({
  table,
  mapping,
  guesses,
  onChange,
  everyRow,
  onEveryRow,
  needed,
  remember,
  onRemember,
}: Props) {
  const rememberId = useId();
  const ignored = table.header.filter((_, j) => mapping[j] === null);
  // Once a title, a value for every row or the cells fixed below give every row its value, nothing is missing.
  const missing = unmappedRequired(mapping, everyRow).filter((c) => !needed || needed.includes(c));
  const fillable = EVERY_ROW_COLUMNS.filter((c) => !mapping.includes(c));
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
            <th scope="col">Guessed</th>
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
                      {columnLabel(c)}
                    </option>
                  ))}
                </select>
              </td>
              <td className="py-1 pl-2 text-xs text-cream-dim" data-testid="import-guess">
                {guessText(guesses[j], mapping[j] ?? null)}
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
      {fillable.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-cream">Not in your file: one value for every row</legend>
          {fillable.map((c) => (
            <label key={c} className="flex items-center gap-2 text-sm text-cream">
              <span className="w-28">{columnLabel(c)}</span>
              {ACCEPTED_VALUES[c] ? (
                <select
                  className="field py-1"
                  aria-label={`${columnLabel(c)} for every row`}
                  value={everyRow[c] ?? ''}
                  onChange={(e) => onEveryRow(c, e.target.value)}
                >
                  <option value="">Choose…</option>
                  {(ACCEPTED_VALUES[c] ?? []).map((o) => (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  className="field py-1"
                  aria-label={`${columnLabel(c)} for every row`}
                  value={everyRow[c] ?? ''}
                  onChange={(e) => onEveryRow(c, e.target.value)}
                />
              )}
            </label>
          ))}
        </fieldset>
      )}
      {missing.length > 0 && (
        <p role="alert" className="text-sm text-red-200" data-testid="import-unmapped">
          Required fields with no column: {missing.map(columnLabel).join(', ')}. Choose the column that holds each
          {missing.some((c) => EVERY_ROW_COLUMNS.includes(c)) ? ', or one value for every row' : ''}.
        </p>
      )}
      <label htmlFor={rememberId} className="flex items-center gap-2 text-sm text-cream">
        <input id={rememberId} type="checkbox" checked={remember} onChange={(e) => onRemember(e.target.checked)} />
        Remember these columns for the next file
      </label>
    </div>
  );
}
