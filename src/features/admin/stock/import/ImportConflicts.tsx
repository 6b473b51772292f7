// Rows of a re-imported export whose car someone changed after the export (docs/product.md D34): both
// values of each changed column, and an explicit choice per row (or for all) before importing.
import type { CsvConflict } from '~/lib/staff/vehicle/csv';

export type ConflictChoice = 'theirs' | 'file';

type Props = {
  conflicts: readonly CsvConflict[];
  choices: ReadonlyMap<number, ConflictChoice>;
  onChoose: (lines: readonly number[], choice: ConflictChoice) => void;
};

export default function ImportConflicts({ conflicts, choices, onChoose }: Props) {
  const all = conflicts.map((c) => c.line);
  return (
    <div className="space-y-3 rounded-lg border border-amber-400/50 bg-amber-950/30 px-4 py-3">
      <h3 className="text-sm font-semibold text-amber-100">
        Changed since the file was exported ({conflicts.length}): choose which version to keep
      </h3>
      <div className="flex flex-wrap gap-3 text-sm">
        <button
          type="button"
          className="text-gold underline-offset-4 hover:underline"
          onClick={() => onChoose(all, 'theirs')}
        >
          Keep every current version
        </button>
        <button
          type="button"
          className="text-gold underline-offset-4 hover:underline"
          onClick={() => onChoose(all, 'file')}
        >
          Use the file for every row
        </button>
      </div>
      <ul className="space-y-3 text-sm text-amber-50" aria-label="Rows changed since the export">
        {conflicts.map((c) => (
          <li key={c.line} className="space-y-1">
            <fieldset>
              <legend>
                Row {c.line}: Stock Number {c.stock} was changed after the export
              </legend>
              <ul className="ml-4 list-disc text-xs">
                {c.changes.map((d) => (
                  <li key={d.column}>
                    {d.column}: file &lsquo;{d.file}&rsquo;, now &lsquo;{d.now}&rsquo;
                  </li>
                ))}
              </ul>
              <div className="mt-1 flex flex-wrap gap-4 text-xs">
                {(['theirs', 'file'] as const).map((choice) => (
                  <label key={choice} className="flex items-center gap-1.5">
                    <input
                      type="radio"
                      name={`conflict-${c.line}`}
                      checked={choices.get(c.line) === choice}
                      onChange={() => onChoose([c.line], choice)}
                    />
                    {choice === 'theirs' ? 'Keep the current version (skip this row)' : "Use the file's values"}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
