// 'Add Photos by Stock Number' (docs/product.md D34): a folder or a set of photos named by stock number
// ('STK1234-1.jpg', 'STK1234_02.jpeg') is matched to cars and shown before anything is uploaded;
// then each car's photos are checked and sized as the dialog does, stored under a name made from
// their content, and added after the car's own photos in the order of the number in their names,
// within the 15-photo limit. Cancel stops after the photo in hand; Resume, or running the same
// folder again, skips every photo already added.
import { useId, useRef, useState, type DragEvent } from 'react';
import { notify } from '~/components/session/toasts';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { getSupabase } from '~/data/supabase';
import { carsByStock, ownPhotos, stockCars, storeNamedImage } from '~/data/vehicles/browser';
import { isAllowedImage, IMAGE_ACCEPT } from '~/lib/staff/vehicle/image-files';
import { matchPhotos, photoRoom, type PhotoMatch } from '~/lib/staff/vehicle/photo-match';
import { STAFF_WORDS } from '~/lib/staff-words';
import { updateVehicle } from '~/features/admin/stock/inventory-store';
import { prepareImage } from '~/features/admin/shared/prepare-image';
import { decodes } from '~/features/admin/stock/editor/use-image-list';

type Plan = PhotoMatch<File> & { notPhotos: File[] };
type Run = { done: number; total: number; added: number; skipped: string[]; state: 'running' | 'paused' | 'done' };

const SHOWN = 50;
const few = (names: readonly string[]): string =>
  names.slice(0, SHOWN).join(', ') + (names.length > SHOWN ? ` and ${names.length - SHOWN} more` : '');

/** The first 16 hex digits of the file's SHA-256: its stored name, the same on every run. */
async function contentName(file: File): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  return `bulk-${Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export default function BulkPhotosDialog({ onClose }: { onClose: () => void }) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef(false);
  const filesId = useId();
  const folderId = useId();
  const busy = run?.state === 'running';

  async function choose(list: FileList | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    setRun(null);
    setProblem(null);
    try {
      const cars = await stockCars(getSupabase());
      const photos = files.filter((f) => isAllowedImage(f));
      const matched = matchPhotos(
        photos,
        cars.map((c) => ({ stock: c.stock, hasPhotos: c.photos > 0 })),
      );
      setPlan({ ...matched, notPhotos: files.filter((f) => !isAllowedImage(f)) });
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  async function upload(p: Plan) {
    cancel.current = false;
    const total = [...p.byStock.values()].reduce((n, fs) => n + fs.length, 0);
    const state: Run = { done: 0, total, added: 0, skipped: [], state: 'running' };
    setRun({ ...state });
    const client = getSupabase();
    try {
      for (const [stock, files] of p.byStock) {
        if (cancel.current) break;
        const car = (await carsByStock(client, [stock])).get(stock);
        if (!car) {
          state.skipped.push(`${stock}: the car is gone`);
          state.done += files.length;
          continue;
        }
        const own = ownPhotos(car.images);
        const added: string[] = [];
        for (const file of files) {
          if (cancel.current) break;
          const name = await contentName(file);
          const present = own.some((u) => u.includes(`/${name}.`));
          if (!present && added.length >= photoRoom(own.length)) {
            state.skipped.push(`${file.name}: ${stock} already has 15 photos`);
          } else if (!present && !(await decodes(file))) {
            state.skipped.push(`${file.name}: not an image that can be opened`);
          } else if (!present) {
            const image = await prepareImage(file);
            added.push(await storeNamedImage(client, `${name}.${image.extension}`, image));
          }
          state.done += 1;
          setRun({ ...state });
        }
        if (added.length > 0) {
          const { id, createdAt: _c, updatedAt, previousPrice: _p, priceReducedAt: _r, ...input } = car;
          await updateVehicle(id, { ...input, images: [...own, ...added] }, updatedAt);
          state.added += added.length;
        }
        setRun({ ...state });
      }
      const finished = !cancel.current;
      setRun({ ...state, state: finished ? 'done' : 'paused' });
      if (finished) void notify('success', STAFF_WORDS.vehicle.photosAdded(state.added));
    } catch (e) {
      setRun({ ...state, state: 'paused' });
      setProblem(e instanceof Error ? e.message : String(e));
    }
  }

  const drop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    if (!busy) void choose(e.dataTransfer.files);
  };

  const matchedCount = plan ? [...plan.byStock.values()].reduce((n, fs) => n + fs.length, 0) : 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent width="max-w-3xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogTitle>Add Photos by Stock Number</DialogTitle>
        <DialogDescription>
          Photos named by a car&rsquo;s stock number (STK1234-1.jpg, STK1234_02.jpeg) are added to that car, in the
          order of the number in their names, after its own photos. Nothing is uploaded before you confirm.
        </DialogDescription>
        <div
          className="mt-6 space-y-3 rounded-lg border border-dashed border-line p-4"
          onDragOver={(e) => e.preventDefault()}
          onDrop={drop}
        >
          <p className="text-sm text-cream-muted">Drop photos here, or choose them:</p>
          <div className="flex flex-wrap gap-4">
            <label htmlFor={filesId} className="text-sm text-cream">
              Photos
              <input
                id={filesId}
                type="file"
                multiple
                accept={IMAGE_ACCEPT}
                className="field mt-1"
                disabled={busy}
                onChange={(e) => void choose(e.target.files)}
              />
            </label>
            <label htmlFor={folderId} className="text-sm text-cream">
              A folder
              <input
                id={folderId}
                type="file"
                className="field mt-1"
                disabled={busy}
                ref={(el) => el?.setAttribute('webkitdirectory', '')}
                onChange={(e) => void choose(e.target.files)}
              />
            </label>
          </div>
        </div>
        {problem && (
          <p role="alert" className="mt-4 text-sm text-red-200">
            {problem}
          </p>
        )}
        {plan && (
          <div className="mt-4 space-y-2 text-sm" data-testid="photo-match">
            <p className="text-cream">
              {matchedCount} {matchedCount === 1 ? 'photo matches' : 'photos match'} {plan.byStock.size}{' '}
              {plan.byStock.size === 1 ? 'car' : 'cars'}
            </p>
            <ul className="space-y-1 text-cream-muted" aria-label="Photos by car">
              {[...plan.byStock].slice(0, SHOWN).map(([stock, files]) => (
                <li key={stock}>
                  {stock}: {files.map((f) => f.name).join(', ')}
                </li>
              ))}
            </ul>
            {plan.unmatched.length > 0 && (
              <p className="text-amber-100">Matched to no car: {few(plan.unmatched.map((f) => f.name))}</p>
            )}
            {plan.notPhotos.length > 0 && (
              <p className="text-amber-100">
                Not a JPEG, PNG, WebP or AVIF photo: {few(plan.notPhotos.map((f) => f.name))}
              </p>
            )}
            {plan.withoutPhotos.length > 0 && (
              <p className="text-cream-dim">Cars still without photos: {few(plan.withoutPhotos)}</p>
            )}
          </div>
        )}
        {run && (
          <div className="mt-4 space-y-2" role="status">
            <progress
              className="w-full accent-gold"
              aria-label="Photo upload progress"
              value={run.done}
              max={Math.max(run.total, 1)}
            />
            <p className="text-sm text-cream" data-testid="photo-progress">
              {run.state === 'done'
                ? `Done: ${run.added} ${run.added === 1 ? 'photo' : 'photos'} added`
                : `${run.done} of ${run.total} photos${run.state === 'paused' ? ' (paused)' : ''}`}
            </p>
            {run.skipped.length > 0 && (
              <ul className="text-xs text-amber-100" aria-label="Photos not added">
                {run.skipped.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          {busy ? (
            <button
              type="button"
              className={buttonClass('ghost', 'md')}
              onClick={() => {
                cancel.current = true;
              }}
            >
              Cancel upload
            </button>
          ) : (
            <button type="button" className={buttonClass('ghost', 'md')} onClick={onClose}>
              Close
            </button>
          )}
          {plan && matchedCount > 0 && !busy && run?.state !== 'done' && (
            <button type="button" className={buttonClass('primary', 'md')} onClick={() => void upload(plan)}>
              {run?.state === 'paused'
                ? 'Resume upload'
                : `Upload ${matchedCount} ${matchedCount === 1 ? 'photo' : 'photos'}`}
            </button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
