// 'Import CSV': choose a file, check how its columns map (guessed from their names, changeable), see
// every row checked by the form's rules and fix cells in place, see what the import changes in the
// stock (./ImportDiff.tsx: nothing is written before the dealer confirms), then import the valid rows
// in one transaction (all of them or, on a server error, none) with a progress bar, a summary and
// 'Undo this import'.
import { useEffect, useId, useMemo, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { getSupabase } from '~/data/supabase';
import {
  currentByStockNumber,
  importVehicles,
  planImport,
  storageImagePrefix,
  undoImport,
  type ImportMatch,
  type ImportOptions,
  type ImportSummary,
  type MissingChoice,
} from '~/data/vehicles/browser';
import { msOptions } from '~/i18n/ms';
import { STAFF_WORDS } from '~/lib/staff-words';
import {
  acceptedValueLines,
  checkTable,
  csvTemplate,
  exportConflicts,
  CSV_COLUMNS,
  guessColumns,
  readCsvTable,
  rejectedRowsCsv,
  type ColumnGuess,
  type CsvColumn,
  type CsvConflict,
  type CsvMapping,
  type CsvRow,
  type CsvTable,
  type EveryRow,
} from '~/lib/staff/vehicle/csv';
import { loadInventory } from '~/features/admin/stock/inventory-store';
import { downloadText } from '~/features/admin/shared/download';
import {
  rememberedImportMode,
  rememberedMapping,
  rememberImportMode,
  rememberMapping,
  type ImportMode,
} from './import-mapping-store';
import ImportConflicts, { type ConflictChoice } from './ImportConflicts';
import ImportDiff, { type PlanState } from './ImportDiff';
import { importColumns, importInput } from './import-rows';
import ImportMapping from './ImportMapping';
import ImportPreview from './ImportPreview';

/** Cells typed in the preview, by the row's index in the file's body: for any column, mapped or not. */
type Fixes = ReadonlyMap<number, Partial<Record<CsvColumn, string>>>;
/** The chosen file: its cells, the cells typed in the preview, and how its columns map. */
type Chosen = {
  file: string;
  table: CsvTable;
  mapping: CsvMapping;
  guesses: ColumnGuess[];
  everyRow: EveryRow;
  fixes: Fixes;
};
/** 'Undo this import' after it: not yet, running, done (how many cars were put back) or refused. */
type Undo = { kind: 'ready' } | { kind: 'busy' } | { kind: 'done'; cars: number } | { kind: 'failed'; message: string };
/** The columns that fill the car's public details, which buyers read. */
const PUBLIC_DETAILS: readonly CsvColumn[] = ['vehicle_details', 'exterior', 'interior', 'drivetrain'];
type Step =
  | { kind: 'choose'; refused: string | null }
  | { kind: 'preview' }
  | { kind: 'importing'; count: number; staged: number }
  | { kind: 'done'; summary: ImportSummary; skipped: number; kept: number; undo: Undo }
  | { kind: 'failed'; message: string };

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose', refused: null });
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [remember, setRemember] = useState(true);
  const [incompleteAsDrafts, setIncompleteAsDrafts] = useState(false);
  const [mode, setMode] = useState<ImportMode>(() => rememberedImportMode());
  const chooseMode = (m: ImportMode) => {
    setMode(m);
    rememberImportMode(m);
  };
  const fileId = useId();
  const busy = step.kind === 'importing';
  const checked = useMemo(
    () =>
      chosen &&
      checkTable(chosen.table, chosen.mapping, {
        storagePrefix: storageImagePrefix(getSupabase()),
        labels: [msOptions],
        everyRow: chosen.everyRow,
        incompleteAsDrafts,
        fixes: chosen.fixes,
      }),
    [chosen, incompleteAsDrafts],
  );
  const rows: CsvRow[] = useMemo(() => (checked?.ok ? checked.rows : []), [checked]);
  // Rows of an export whose car changed since: read the cars now, then every such row needs a choice.
  const [found, setFound] = useState<{ rows: CsvRow[]; conflicts: CsvConflict[] } | null>(null);
  const changedCars = found?.rows === rows ? found.conflicts : [];
  // A car changed since the export to exactly the file's values (e.g. this file was imported
  // before) asks nothing: the row goes in as it is.
  const conflicts = changedCars.filter((c) => c.changes.length > 0);
  const sameValues = useMemo(
    () =>
      new Set((found?.rows === rows ? found.conflicts : []).filter((c) => c.changes.length === 0).map((c) => c.line)),
    [found, rows],
  );
  const [choices, setChoices] = useState<ReadonlyMap<number, ConflictChoice>>(new Map());
  useEffect(() => {
    const versioned = rows.flatMap((r) => (r.version && r.input?.stockNumber ? [r.input.stockNumber] : []));
    if (versioned.length === 0) return;
    let stale = false;
    void currentByStockNumber(getSupabase(), versioned).then(
      (current) => {
        if (!stale) setFound({ rows, conflicts: exportConflicts(rows, current) });
      },
      () => undefined,
    );
    return () => {
      stale = true;
    };
  }, [rows]);
  const undecided = conflicts.filter((c) => !choices.has(c.line)).length;
  const decide = (lines: readonly number[], choice: ConflictChoice) =>
    setChoices((m) => new Map([...m, ...lines.map((l) => [l, choice] as const)]));
  const showPreview = chosen !== null && (step.kind === 'preview' || step.kind === 'failed');
  const [match, setMatch] = useState<ImportMatch>('stock_number');
  const [clearEmpty, setClearEmpty] = useState(false);
  const [missing, setMissing] = useState<MissingChoice>('leave');
  // What is sent: each ready row not kept as the site has it, and the fields the file fills. 'Import as
  // drafts' makes new cars drafts; a car already held keeps its status unless the file has one.
  const outgoing = useMemo(() => {
    if (!chosen) return null;
    const inputs = rows.flatMap((r) => {
      const choice = choices.get(r.line);
      const input = importInput(chosen.table, chosen.mapping, r);
      if (!input || choice === 'theirs') return [];
      return [
        {
          ...input,
          ...(mode === 'drafts' ? { status: 'draft' as const } : {}),
          overwrite: choice === 'file' || sameValues.has(r.line),
        },
      ];
    });
    const fixed = [...chosen.fixes.values()].flatMap((f) => Object.keys(f) as CsvColumn[]);
    const columns = importColumns(chosen.mapping, chosen.everyRow, rows, fixed).filter(
      (c) => !(mode === 'drafts' && c === 'status'),
    );
    const options: ImportOptions = { columns, match, clearEmpty, missing };
    return { inputs, options };
  }, [chosen, rows, choices, mode, match, clearEmpty, missing, sameValues]);
  // The diff of the rows as they are now: one asked for earlier rows reads as still checking.
  const [asked, setAsked] = useState<{ for: typeof outgoing; plan: PlanState } | null>(null);
  const plan: PlanState = asked && asked.for === outgoing ? asked.plan : { state: 'checking' };
  useEffect(() => {
    if (!outgoing || !showPreview) return;
    let stale = false;
    // The diff is asked for once typing in the preview pauses, not on every key.
    const timer = setTimeout(() => {
      planImport(getSupabase(), outgoing.inputs, outgoing.options).then(
        (p) => {
          if (!stale) setAsked({ for: outgoing, plan: { state: 'ready', plan: p, inputs: outgoing.inputs } });
        },
        (e: unknown) => {
          if (!stale)
            setAsked({ for: outgoing, plan: { state: 'failed', message: e instanceof Error ? e.message : String(e) } });
        },
      );
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [outgoing, showPreview]);
  const publicHeaders = chosen
    ? chosen.table.header.filter((_, j) => PUBLIC_DETAILS.includes(chosen.mapping[j] as CsvColumn))
    : [];

  async function choose(file: File | undefined) {
    if (!file) return;
    const table = readCsvTable(await file.arrayBuffer());
    if (!table.ok) {
      setChosen(null);
      setStep({ kind: 'choose', refused: table.message });
      return;
    }
    const { header, body, lines, broken } = table;
    const guesses = guessColumns(header, rememberedMapping(), body, [msOptions]);
    setChosen({
      file: file.name,
      table: { header, body, lines, broken },
      mapping: guesses.map((g) => g.column),
      guesses,
      everyRow: {},
      fixes: new Map(),
    });
    setStep({ kind: 'preview' });
  }

  const setColumn = (index: number, column: CsvColumn | null) =>
    setChosen((c) => c && { ...c, mapping: c.mapping.map((m, j) => (j === index ? column : m)) });

  const setEveryRow = (column: CsvColumn, value: string) =>
    setChosen((c) => c && { ...c, everyRow: { ...c.everyRow, [column]: value } });

  const cell = (row: CsvRow, column: CsvColumn): string => {
    const typed = chosen?.fixes.get(row.index)?.[column];
    if (typed !== undefined) return typed;
    const j = chosen?.mapping.indexOf(column) ?? -1;
    return j < 0 ? (chosen?.everyRow[column] ?? '') : (chosen?.table.body[row.index]?.[j] ?? '');
  };
  const fix = (row: CsvRow, column: CsvColumn, value: string) =>
    setChosen(
      (c) =>
        c && {
          ...c,
          fixes: new Map([...c.fixes, [row.index, { ...c.fixes.get(row.index), [column]: value }]]),
        },
    );

  async function run() {
    if (!chosen || !outgoing) return;
    if (remember) rememberMapping(chosen.table.header, chosen.mapping);
    const { inputs, options } = outgoing;
    setStep({ kind: 'importing', count: inputs.length, staged: 0 });
    try {
      const summary = await importVehicles(
        getSupabase(),
        inputs,
        (staged, count) => setStep({ kind: 'importing', count, staged }),
        options,
      );
      const skipped = rows.filter((r) => r.input === null).length;
      const kept = rows.length - skipped - inputs.length;
      setStep({ kind: 'done', summary, skipped, kept, undo: { kind: 'ready' } });
      void notify('success', STAFF_WORDS.import.summary(summary, skipped, kept));
      void loadInventory();
    } catch (e) {
      setStep({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }

  async function undo(importId: string) {
    const setUndo = (u: Undo) => setStep((s) => (s.kind === 'done' ? { ...s, undo: u } : s));
    setUndo({ kind: 'busy' });
    try {
      setUndo({ kind: 'done', cars: await undoImport(getSupabase(), importId) });
      void loadInventory();
    } catch (e) {
      setUndo({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent width="max-w-3xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogTitle>Import Vehicles from CSV</DialogTitle>
        <DialogDescription>
          A UTF-8 CSV file, comma or semicolon separated, with a header row naming the columns. Rows with a stock number
          already in the inventory update that vehicle: only the fields the file fills.
        </DialogDescription>
        <div className="mt-6 space-y-5">
          {(step.kind === 'choose' || step.kind === 'preview' || step.kind === 'failed') && (
            <div className="space-y-2">
              <label htmlFor={fileId} className="block text-sm font-medium text-cream">
                CSV file
              </label>
              <input
                id={fileId}
                type="file"
                accept=".csv,text/csv"
                className="field"
                onChange={(e) => void choose(e.target.files?.[0])}
              />
              <button
                type="button"
                className="text-sm text-gold underline-offset-4 hover:underline"
                onClick={() => downloadText('vehicle-import-template.csv', csvTemplate())}
              >
                Download template
              </button>
            </div>
          )}
          {step.kind === 'choose' && step.refused && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3 text-sm text-red-200"
            >
              {step.refused}
            </p>
          )}
          {step.kind === 'choose' && (
            <details className="text-sm text-cream-muted">
              <summary className="cursor-pointer text-cream">Columns and accepted values</summary>
              <p className="mt-2">Columns: {CSV_COLUMNS.join(', ')}.</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {acceptedValueLines().map((l) => (
                  <li key={l}>{l}</li>
                ))}
                <li>features, exterior, interior, drivetrain, images: items separated by commas</li>
                <li>images: URLs of this site's photo storage or /seed/; any other photo is left out</li>
              </ul>
            </details>
          )}
          {showPreview && (
            <ImportMapping
              table={chosen.table}
              mapping={chosen.mapping}
              guesses={chosen.guesses}
              onChange={setColumn}
              everyRow={chosen.everyRow}
              onEveryRow={setEveryRow}
              needed={checked?.ok ? checked.missingColumns : undefined}
              remember={remember}
              onRemember={setRemember}
            />
          )}
          {showPreview && checked && !checked.ok && (
            <p role="alert" className="text-sm text-red-200">
              {checked.message}
            </p>
          )}
          {showPreview && checked?.ok && conflicts.length > 0 && (
            <ImportConflicts conflicts={conflicts} choices={choices} onChoose={decide} />
          )}
          {showPreview && checked?.ok && (
            <ImportPreview
              rows={rows}
              synonyms={checked.synonyms}
              broken={chosen.table.broken ?? []}
              cell={cell}
              onFix={fix}
              incompleteAsDrafts={incompleteAsDrafts}
              onIncompleteAsDrafts={setIncompleteAsDrafts}
              onDownloadRejected={() =>
                downloadText(chosen.file.replace(/(\.csv)?$/i, '-errors.csv'), rejectedRowsCsv(chosen.table, rows))
              }
            />
          )}
          {showPreview && checked?.ok && (
            <ImportDiff
              plan={plan}
              problems={rows.filter((r) => r.input === null).length}
              match={match}
              onMatch={setMatch}
              clearEmpty={clearEmpty}
              onClearEmpty={setClearEmpty}
              missing={missing}
              onMissing={setMissing}
              publicHeaders={publicHeaders}
            />
          )}
          {showPreview && checked?.ok && (
            <fieldset className="flex flex-wrap gap-4 text-sm text-cream">
              <legend className="mb-1 font-semibold">When imported, the cars are</legend>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="import-mode"
                  checked={mode === 'publish'}
                  onChange={() => chooseMode('publish')}
                />
                Published on the site
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="import-mode"
                  checked={mode === 'drafts'}
                  onChange={() => chooseMode('drafts')}
                />
                Drafts, to check before publishing
              </label>
            </fieldset>
          )}
          {step.kind === 'failed' && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3 text-sm text-red-200"
            >
              {STAFF_WORDS.import.failed} {step.message}
            </p>
          )}
          {step.kind === 'importing' && (
            <div className="space-y-2" role="status">
              <p className="text-sm text-cream">{STAFF_WORDS.import.importing(step.count, step.staged)}</p>
              <progress
                className="w-full accent-gold"
                aria-label="Import progress"
                value={step.staged}
                max={step.count + 1}
              />
            </div>
          )}
          {step.kind === 'done' && (
            <div className="space-y-2" role="status">
              <progress className="w-full accent-gold" aria-label="Import progress" value={1} max={1} />
              <p className="text-sm text-cream" data-testid="import-summary">
                {STAFF_WORDS.import.summary(step.summary, step.skipped, step.kept)}
              </p>
              {step.summary.importId && step.undo.kind !== 'done' && (
                <button
                  type="button"
                  className={buttonClass('outline', 'sm')}
                  disabled={step.undo.kind === 'busy'}
                  onClick={() => step.summary.importId && void undo(step.summary.importId)}
                >
                  {STAFF_WORDS.import.undo}
                </button>
              )}
              {step.undo.kind === 'done' && (
                <p className="text-sm text-cream" data-testid="import-undone">
                  {STAFF_WORDS.import.undone(step.undo.cars)}
                </p>
              )}
              {step.undo.kind === 'failed' && (
                <p role="alert" className="text-sm text-red-200">
                  {STAFF_WORDS.import.undoFailed} {step.undo.message}
                </p>
              )}
            </div>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('ghost', 'md')} disabled={busy} onClick={onClose}>
            {step.kind === 'done' ? 'Close' : 'Cancel'}
          </button>
          {showPreview && (
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              disabled={rows.every((r) => r.input === null) || undecided > 0}
              onClick={() => void run()}
            >
              {STAFF_WORDS.import.start(
                rows.filter((r) => r.input !== null && choices.get(r.line) !== 'theirs').length,
              )}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
