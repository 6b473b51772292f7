// Save the form: check it, upload new images (downscaled), then add or update through the
// provider. A failure after uploading removes the files it uploaded. An edit saves only over the
// version it was opened from: a newer save by someone else is reported with their version.
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { STAFF_WORDS } from '~/lib/staff-words';
import {
  correctPrice,
  removeImages,
  uploadImages,
  VehicleConflict,
  type PreparedImage,
  type UploadResult,
} from '~/data/vehicles/browser';
import type { AppSupabase } from '~/data/supabase';
import type { DraftVehicle } from '~/lib/vehicle';
import { parseDialogForm, type FieldErrors, type VehicleForm } from '~/lib/staff/vehicle/form';
import { addVehicle, applyPriceCorrection, updateVehicle } from '~/features/admin/stock/inventory-store';
import type { PriceMode } from './PriceModeChoice';
import { prepareImage } from '~/features/admin/shared/prepare-image';
import type { ImageItem } from './use-image-list';

export type SaveProgress = { stage: 'preparing' | 'uploading' | 'saving'; done: number; total: number };
type SaveResult =
  | { ok: true; message: string; /** The saved car's id. */ id: string }
  /**
   * `errors`: the invalid fields (nothing was sent); `theirs`: the newer version that refused the save;
   * `saved`: the car's new version when part of the save went through (the other fields of a refused
   * correction), which the next save edits, so it is not taken for someone else's change.
   */
  | { ok: false; message: string; errors?: FieldErrors; theirs?: DraftVehicle; saved?: DraftVehicle };

export async function saveVehicle(args: {
  client: AppSupabase;
  form: VehicleForm;
  images: readonly ImageItem[];
  /** The vehicle being edited, as the form was filled from it (its id and version); null to add. */
  editing: Pick<DraftVehicle, 'id' | 'updatedAt' | 'price'> | null;
  onProgress: (p: SaveProgress) => void;
  /** 'correct': a new price replaces a mistyped one without announcing a cut (docs/features.md, "Staff workspace"). */
  priceMode?: PriceMode;
}): Promise<SaveResult> {
  const { client, form, images, editing, onProgress, priceMode = 'change' } = args;
  // Validate before touching storage, so a typo never uploads anything.
  const checked = parseDialogForm(form, []);
  if (!checked.ok) return checked;

  const fresh = images.flatMap((i) => (i.kind === 'new' ? [i.file] : []));
  let uploaded: UploadResult = { urls: [], paths: [] };
  try {
    const prepared: PreparedImage[] = [];
    for (const file of fresh) {
      onProgress({ stage: 'preparing', done: prepared.length, total: fresh.length });
      prepared.push(await prepareImage(file));
    }
    uploaded = await uploadImages(client, prepared, (done, total) => onProgress({ stage: 'uploading', done, total }));
    let next = 0;
    const urls = images.map((i) => (i.kind === 'existing' ? i.url : (uploaded.urls[next++] ?? '')));
    const input = { ...checked.input, images: urls.length > 0 ? urls : [PLACEHOLDER_IMAGE] };
    onProgress({ stage: 'saving', done: 0, total: 1 });
    // A correction saves the other fields over the price as it was, then replaces the price in
    // the database's own call, which refuses it outside the 24-hour window (nothing else is lost).
    const correcting =
      editing !== null && priceMode === 'correct' && editing.price !== null && input.price !== editing.price;
    const saved = editing
      ? await updateVehicle(editing.id, correcting ? { ...input, price: editing.price } : input, editing.updatedAt)
      : await addVehicle(input);
    if (correcting && input.price !== null) {
      try {
        applyPriceCorrection(editing.id, input.price, await correctPrice(client, editing.id, input.price));
      } catch {
        return { ok: false, message: STAFF_WORDS.workspace.correctFailed, saved };
      }
      return { ok: true, message: STAFF_WORDS.workspace.corrected, id: saved.id };
    }
    const message =
      input.status === 'draft'
        ? STAFF_WORDS.vehicle.draftSaved
        : editing
          ? STAFF_WORDS.vehicle.updated
          : STAFF_WORDS.vehicle.added;
    return { ok: true, message, id: saved.id };
  } catch (e) {
    await removeImages(client, uploaded.paths);
    if (e instanceof VehicleConflict) return { ok: false, message: STAFF_WORDS.vehicle.conflict, theirs: e.current };
    // The other refusal staff can fix themselves: the database's vehicles_stock_number_unique.
    const taken = e instanceof Error && e.message.includes('vehicles_stock_number_unique');
    if (taken)
      return {
        ok: false,
        message: STAFF_WORDS.limits.stockNumberTaken,
        errors: { stockNumber: STAFF_WORDS.limits.stockNumberTaken },
      };
    return { ok: false, message: STAFF_WORDS.vehicle.saveFailed };
  }
}

export function progressLabel(p: SaveProgress | null): string {
  if (!p) return 'Saving...';
  if (p.stage === 'preparing') return `Preparing images ${p.done + 1}/${p.total}...`;
  if (p.stage === 'uploading') return `Uploading images ${p.done}/${p.total}...`;
  return 'Saving...';
}
