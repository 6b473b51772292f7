// 'Recent imports' beside 'Import CSV': the imports of the last days, newest first, each with what it
// did and 'Undo this import' (public.undo_import), so an import can be put back after its dialog is
// closed (docs/product.md D36).
import { useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { getSupabase } from '~/data/supabase';
import { IMPORT_UNDO_DAYS, recentImports, undoImport, type ImportRecord } from '~/data/vehicles/browser';
import { loadInventory } from '~/features/admin/stock/inventory-store';
import { STAFF_WORDS } from '~/lib/staff-words';

const WORDS = STAFF_WORDS.import;

type Listed = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; imports: ImportRecord[] };

const when = (iso: string): string =>
  new Date(iso).toLocaleString('en-MY', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });

export default function RecentImports({ onClose }: { onClose: () => void }) {
  const [listed, setListed] = useState<Listed>({ state: 'loading' });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let stale = false;
    recentImports(getSupabase()).then(
      (imports) => {
        if (!stale) setListed({ state: 'ready', imports });
      },
      (e: unknown) => {
        if (!stale) setListed({ state: 'failed', message: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => {
      stale = true;
    };
  }, [round]);

  async function undo(id: string) {
    setBusy(true);
    try {
      setMessage(WORDS.undone(await undoImport(getSupabase(), id)));
      void loadInventory();
    } catch (e) {
      setMessage(`${WORDS.undoFailed} ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
      setRound((r) => r + 1);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent width="max-w-xl">
        <DialogTitle>{WORDS.recent}</DialogTitle>
        <DialogDescription>{WORDS.recentHint(IMPORT_UNDO_DAYS)}</DialogDescription>
        <div className="mt-4 space-y-3 text-sm text-cream">
          {listed.state === 'loading' && <p role="status">{STAFF_WORDS.common.busy}</p>}
          {listed.state === 'failed' && <p role="alert">{listed.message}</p>}
          {listed.state === 'ready' && listed.imports.length === 0 && <p>{WORDS.recentNone}</p>}
          {listed.state === 'ready' && listed.imports.length > 0 && (
            <ul aria-label={WORDS.recent} className="space-y-2">
              {listed.imports.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-2">
                  <span>
                    {WORDS.recentLine(when(i.createdAt), i)}
                    {i.undoneAt ? ` (${WORDS.recentUndone})` : ''}
                  </span>
                  {!i.undoneAt && (
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm')}
                      disabled={busy}
                      onClick={() => void undo(i.id)}
                    >
                      {WORDS.undo}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {message && (
            <p role="status" data-testid="recent-imports-message">
              {message}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
