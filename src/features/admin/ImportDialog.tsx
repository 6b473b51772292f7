// 'Import CSV': choose a file, see every row checked by the form's rules, then import the valid rows
// in one transaction (all of them or, on a server error, none) with a progress bar and a summary.
import { useId, useState } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { getSupabase } from '~/data/supabase';
import { importVehicles, storageImagePrefix, type ImportSummary } from '~/data/vehicles';
import { acceptedValueLines, csvTemplate, CSV_COLUMNS, parseVehicleCsv, type CsvRow } from '~/lib/vehicle-csv';
import type { VehicleInput } from '~/lib/vehicle';
import { loadInventory } from '~/features/admin/inventory-store';
import { downloadText } from './download';
import ImportPreview from './ImportPreview';

type Step =
  | { kind: 'choose'; refused: string | null }
  | { kind: 'preview'; file: string; rows: CsvRow[] }
  | { kind: 'importing'; count: number }
  | { kind: 'done'; summary: ImportSummary; skipped: number }
  | { kind: 'failed'; file: string; rows: CsvRow[]; message: string };

const plural = (n: number, one: string, many: string): string => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const IMPORT_MESSAGES = {
  failed: 'Import failed: nothing was written.',
  summary: (s: ImportSummary, skipped: number) =>
    `Imported ${plural(s.inserted + s.updated, 'vehicle', 'vehicles')}: ${s.inserted} added, ${s.updated} updated.` +
    (skipped > 0 ? ` ${plural(skipped, 'row with errors was', 'rows with errors were')} skipped.` : ''),
} as const;

export default function ImportDialog({ onClose }: { onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'choose', refused: null });
  const fileId = useId();
  const busy = step.kind === 'importing';

  async function choose(file: File | undefined) {
    if (!file) return;
    const parsed = parseVehicleCsv(await file.arrayBuffer(), storageImagePrefix(getSupabase()));
    setStep(
      parsed.ok ? { kind: 'preview', file: file.name, rows: parsed.rows } : { kind: 'choose', refused: parsed.message },
    );
  }

  async function run(file: string, rows: CsvRow[]) {
    const inputs = rows.flatMap((r): VehicleInput[] => (r.input ? [r.input] : []));
    setStep({ kind: 'importing', count: inputs.length });
    try {
      const summary = await importVehicles(getSupabase(), inputs);
      const skipped = rows.length - inputs.length;
      setStep({ kind: 'done', summary, skipped });
      void notify('success', IMPORT_MESSAGES.summary(summary, skipped));
      void loadInventory();
    } catch (e) {
      setStep({ kind: 'failed', file, rows, message: e instanceof Error ? e.message : String(e) });
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
          already in the inventory update that vehicle.
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
          {(step.kind === 'preview' || step.kind === 'failed') && <ImportPreview rows={step.rows} />}
          {step.kind === 'failed' && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3 text-sm text-red-200"
            >
              {IMPORT_MESSAGES.failed} {step.message}
            </p>
          )}
          {step.kind === 'importing' && (
            <div className="space-y-2" role="status">
              <p className="text-sm text-cream">Importing {plural(step.count, 'vehicle', 'vehicles')}...</p>
              <progress className="w-full accent-gold" aria-label="Import progress" />
            </div>
          )}
          {step.kind === 'done' && (
            <div className="space-y-2" role="status">
              <progress className="w-full accent-gold" aria-label="Import progress" value={1} max={1} />
              <p className="text-sm text-cream" data-testid="import-summary">
                {IMPORT_MESSAGES.summary(step.summary, step.skipped)}
              </p>
            </div>
          )}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('ghost', 'md')} disabled={busy} onClick={onClose}>
            {step.kind === 'done' ? 'Close' : 'Cancel'}
          </button>
          {(step.kind === 'preview' || step.kind === 'failed') && (
            <button
              type="button"
              className={buttonClass('primary', 'md')}
              disabled={step.rows.every((r) => r.input === null)}
              onClick={() => void run(step.file, step.rows)}
            >
              Import {plural(step.rows.filter((r) => r.input !== null).length, 'vehicle', 'vehicles')}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
