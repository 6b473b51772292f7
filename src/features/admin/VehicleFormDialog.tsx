// 'Add New Vehicle' / 'Edit Vehicle' dialog. Everything typed and chosen survives any error;
// the dialog closes only after a successful save.
import { useState, type SubmitEvent } from 'react';
import { notify } from '~/components/session/toasts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase } from '~/data/supabase';
import type { Vehicle } from '~/lib/vehicle';
import {
  duplicateForm,
  emptyVehicleForm,
  formFromVehicle,
  withSaveIntent,
  type VehicleForm,
  type VehicleFormField,
} from '~/lib/vehicle-form';
import ImagePicker from './ImagePicker';
import { progressLabel, saveVehicle, type SaveProgress } from './save-vehicle';
import SaveButtons, { saveIntentOf, type SaveIntent } from './SaveButtons';
import { useImageList } from './use-image-list';
import VehicleFields from './VehicleFields';
import VehicleHistory from './VehicleHistory';

/** `copyOf`: Duplicate, the Add dialog filled from that car (no photos, no stock number, a draft). */
type Props = { vehicle: Vehicle | null; copyOf?: Vehicle | null; onClose: () => void };

export default function VehicleFormDialog({ vehicle, copyOf = null, onClose }: Props) {
  const [form, setForm] = useState<VehicleForm>(() =>
    vehicle ? formFromVehicle(vehicle) : copyOf ? duplicateForm(copyOf) : emptyVehicleForm(),
  );
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const images = useImageList(vehicle?.images ?? []);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [saving, setSaving] = useState(false);
  // Also shown inline: while the modal is open, toasts outside it are hidden from screen readers.
  const [error, setError] = useState<string | null>(null);
  const fail = (message: string) => {
    setError(message);
    void notify('error', message);
  };

  const set = (field: VehicleFormField | 'detailsText', value: string) => setForm((f) => ({ ...f, [field]: value }));

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const pressed = saveIntentOf(e.nativeEvent.submitter);
    setIntent(pressed);
    setSaving(true);
    setProgress(null);
    setError(null);
    const result = await saveVehicle({
      client: getSupabase(),
      form: withSaveIntent(form, pressed),
      images: images.items,
      editingId: vehicle?.id ?? null,
      onProgress: setProgress,
    });
    setSaving(false);
    setProgress(null);
    if (result.ok) {
      void notify('success', result.message);
      onClose();
    } else {
      fail(result.message);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent width="max-w-3xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogTitle>{vehicle ? 'Edit Vehicle' : 'Add New Vehicle'}</DialogTitle>
        <DialogDescription>Fields marked * are required.</DialogDescription>
        <form className="mt-6 space-y-6" onSubmit={submit} noValidate aria-busy={saving}>
          <VehicleFields form={form} set={set} disabled={saving} />
          <ImagePicker
            items={images.items}
            full={images.full}
            disabled={saving}
            onAdd={(files) => {
              const problem = images.add(files);
              if (problem) fail(problem);
              else setError(null);
            }}
            onRemove={images.remove}
            onMove={images.move}
          />
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3 text-sm text-red-200"
            >
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('ghost', 'md')} disabled={saving} onClick={onClose}>
              Cancel
            </button>
            <SaveButtons
              editing={vehicle !== null}
              draft={(vehicle ?? copyOf)?.status === 'draft' || copyOf !== null}
              saving={saving}
              busyLabel={progressLabel(progress)}
              intent={intent}
            />
          </div>
          <p className="sr-only" role="status">
            {saving ? progressLabel(progress) : ''}
          </p>
        </form>
        {vehicle && (
          <div className="mt-6">
            <VehicleHistory vehicle={vehicle} disabled={saving} onRestored={onClose} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
