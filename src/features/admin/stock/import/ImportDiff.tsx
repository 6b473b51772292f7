// The import preview's diff (docs/features.md, 'CSV import'): before anything is written, the new
// cars, each changed car with its changed fields as 'old → new', the unchanged cars counted, the rows
// with problems counted, and the listed cars the file no longer holds with the dealer's choice for
// them. How rows find their car and whether an empty cell clears a value are chosen here too. The
// diff comes from public.plan_import, the import's own planning, so the summary after it matches.
import type { ImportInput, ImportMatch, ImportPlan, MissingChoice } from '~/data/vehicles/browser';
import { CSV_COLUMNS, type CsvColumn } from '~/lib/staff/vehicle/csv';
import { STAFF_WORDS } from '~/lib/staff-words';
import { columnLabel } from './ImportMapping';

const WORDS = STAFF_WORDS.import.diff;
/** Changed cars drawn in full; a larger re-import lists its first ones and counts the rest. */
const SHOWN = 100;

export type PlanState =
  | { state: 'checking' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; plan: ImportPlan; inputs: readonly ImportInput[] };

type Props = {
  plan: PlanState;
  /** Rows of the file that will not be imported because of their problems. */
  problems: number;
  match: ImportMatch;
  onMatch: (match: ImportMatch) => void;
  clearEmpty: boolean;
  onClearEmpty: (clear: boolean) => void;
  missing: MissingChoice;
  onMissing: (choice: MissingChoice) => void;
  /** Headers of the file's columns that fill the car's public details. */
  publicHeaders: readonly string[];
};

/** A database field as the form names it. */
function fieldLabel(field: string): string {
  if (field === 'created_at') return columnLabel('listed_since');
  if (field === 'deleted_at') return WORDS.restored;
  return CSV_COLUMNS.includes(field as CsvColumn) ? columnLabel(field as CsvColumn) : field;
}

/** A value as the dealer reads it: lists joined, details by their items, nothing as '(empty)'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return WORDS.empty;
  if (Array.isArray(value)) return value.length === 0 ? WORDS.empty : value.join(', ');
  if (typeof value === 'object') {
    const items = Object.values(value as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : []));
    return items.length === 0 ? WORDS.empty : items.join(', ');
  }
  return String(value);
}

const carName = (v: { year?: number | null; make: string; model: string; stockNumber?: string | null }): string =>
  [v.year, v.make, v.model].filter(Boolean).join(' ') + (v.stockNumber ? ` (${v.stockNumber})` : '');

export default function ImportDiff({
  plan,
  problems,
  match,
  onMatch,
  clearEmpty,
  onClearEmpty,
  missing,
  onMissing,
  publicHeaders,
}: Props) {
  const ready = plan.state === 'ready' ? plan : null;
  const added = ready?.plan.rows.filter((r) => r.kind === 'insert') ?? [];
  const changed = ready?.plan.rows.filter((r) => r.kind === 'update') ?? [];
  const unchanged = ready?.plan.rows.filter((r) => r.kind === 'unchanged').length ?? 0;
  const cars = ready?.plan.missing ?? [];
  return (
    <section className="space-y-3" aria-label={WORDS.heading}>
      <h3 className="text-sm font-semibold text-cream">{WORDS.heading}</h3>
      {publicHeaders.map((h) => (
        <p key={h} role="alert" className="text-sm text-amber-200" data-testid="import-public-column">
          {WORDS.publicColumn(h)}
        </p>
      ))}
      <div className="flex flex-wrap items-center gap-4 text-sm text-cream">
        <label className="flex items-center gap-2">
          {WORDS.match}
          <select className="field py-1" value={match} onChange={(e) => onMatch(e.target.value as ImportMatch)}>
            <option value="stock_number">{WORDS.matchStock}</option>
            <option value="chassis_number">{WORDS.matchChassis}</option>
            <option value="none">{WORDS.matchNone}</option>
          </select>
        </label>
        <label className="flex items-center gap-2" title={WORDS.clearEmptyHint}>
          <input type="checkbox" checked={clearEmpty} onChange={(e) => onClearEmpty(e.target.checked)} />
          {WORDS.clearEmpty}
        </label>
      </div>
      <p className="text-xs text-cream-dim">{WORDS.clearEmptyHint}</p>
      {plan.state === 'checking' && (
        <p role="status" className="text-sm text-cream-dim">
          {WORDS.checking}
        </p>
      )}
      {plan.state === 'failed' && (
        <p role="alert" className="text-sm text-red-200">
          {WORDS.failed} {plan.message}
        </p>
      )}
      {ready && (
        <>
          <p className="text-sm text-cream" data-testid="import-diff-counts">
            {WORDS.counts(added.length, changed.length, unchanged, problems)}
          </p>
          {added.length > 0 && (
            <details className="text-sm text-cream-muted">
              <summary className="cursor-pointer text-cream">{WORDS.newCars}</summary>
              <ul aria-label={WORDS.newCars} className="mt-1 list-disc pl-5">
                {added.slice(0, SHOWN).map((r) => {
                  const v = ready.inputs[r.index];
                  return <li key={r.index}>{v ? carName(v) : r.index}</li>;
                })}
              </ul>
            </details>
          )}
          {changed.length > 0 && (
            <ul aria-label={WORDS.changedCars} className="space-y-1 text-sm text-cream-muted">
              {changed.slice(0, SHOWN).map((r) => {
                const v = ready.inputs[r.index];
                return (
                  <li key={r.index}>
                    <span className="text-cream">{v ? carName(v) : r.index}</span>:{' '}
                    {Object.entries(r.changes)
                      .map(([field, c]) => `${fieldLabel(field)} ${shown(c.old)} → ${shown(c.new)}`)
                      .join('; ')}
                  </li>
                );
              })}
            </ul>
          )}
          {cars.length > 0 && (
            <fieldset className="space-y-2 text-sm text-cream">
              <legend className="font-semibold">{WORDS.missing(cars.length)}</legend>
              <ul aria-label={WORDS.missingChoice} className="list-disc pl-5 text-cream-muted">
                {cars.slice(0, SHOWN).map((c) => (
                  <li key={c.id}>{carName(c)}</li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-4">
                {(
                  [
                    ['leave', WORDS.missingLeave],
                    ['sold', WORDS.missingSold],
                    ['draft', WORDS.missingDraft],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="import-missing"
                      checked={missing === value}
                      onChange={() => onMissing(value)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </>
      )}
    </section>
  );
}
