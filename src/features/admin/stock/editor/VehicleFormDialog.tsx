// 'Add New Vehicle' / 'Edit Vehicle' dialog. Everything typed and chosen survives any error;
// the dialog closes only after a successful save, or when the user agrees to discard changes.
// Invalid fields are marked and the first is focused; a save over someone else's newer version is
// refused, and the user chooses between their version and what they typed. What the database would
// refuse of the price or status (price-rules.ts) is said at the field and never sent.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { ExternalToast } from 'sonner';
import { notify } from '~/components/session/toasts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { buttonClass } from '~/components/ui/button-classes';
import { getSupabase } from '~/data/supabase';
import type { DraftVehicle } from '~/lib/vehicle';
import {
  duplicateForm,
  emptyVehicleForm,
  formFromVehicle,
  parseDialogForm,
  withSaveIntent,
  type FieldErrors,
  type VehicleForm,
  type VehicleFormKey,
} from '~/lib/staff/vehicle/form';
import DiscardChanges from './DiscardChanges';
import ImagePicker from './ImagePicker';
import { progressLabel, saveVehicle, type SaveProgress } from './save-vehicle';
import SaveButtons, { saveIntentOf, type SaveIntent } from './SaveButtons';
import { useImageList } from './use-image-list';
import { useLeaveWarning } from '~/features/admin/shared/use-leave-warning';
import VehicleConflictNotice from './VehicleConflictNotice';
import VehicleFields from './VehicleFields';
import PriceModeChoice, { type PriceMode } from './PriceModeChoice';
import ChassisField, { CHASSIS_INVALID } from './ChassisField';
import PrivateNoteField, { privateNoteError } from './PrivateNoteField';
import { correctionWindow, priceRefusal, statusRefusal } from './price-rules';
import {
  readChassis,
  readPriceRules,
  readPrivateNote,
  writeChassis,
  writePrivateNote,
  type PriceRules,
} from '~/data/vehicles/browser';
import { STAFF_WORDS } from '~/lib/staff-words';
import { $staffRole } from '~/features/admin/workspace/staff-role';
import { chassisOf } from '~/lib/vehicle/vin';
import VehicleHistory from './VehicleHistory';

/** `copyOf`: Duplicate, the Add dialog filled from that car (no photos, no stock number, a draft). */
type Props = { vehicle: DraftVehicle | null; copyOf?: DraftVehicle | null; onClose: () => void };

// Toasts sit bottom-right, where this dialog has its buttons: the dialog's toasts go above it.
const ABOVE: ExternalToast = { position: 'top-center' };
/** The form as opened: the vehicle's, a duplicate's (Duplicate: no photos, no stock number, a draft), or empty. */
const formOf = (v: DraftVehicle | null, copyOf: DraftVehicle | null): VehicleForm =>
  v ? formFromVehicle(v) : copyOf ? duplicateForm(copyOf) : emptyVehicleForm();

export default function VehicleFormDialog({ vehicle, copyOf = null, onClose }: Props) {
  /** The version the form edits: the vehicle as opened, or another person's after a conflict. */
  const [base, setBase] = useState<DraftVehicle | null>(vehicle);
  const [form, setForm] = useState<VehicleForm>(() => formOf(vehicle, copyOf));
  const [pristine, setPristine] = useState(() => JSON.stringify(formOf(vehicle, copyOf)));
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const images = useImageList(vehicle?.images ?? []);
  const [priceMode, setPriceMode] = useState<PriceMode>('change');
  // Offered only when an existing car's price is being changed.
  const priceEdited =
    base !== null && base.price !== null && form.price.trim() !== '' && Number(form.price) !== base.price;
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [imageError, setImageError] = useState<string | null>(null);
  /** A newer version that refused the save, until the user chooses what to keep. */
  const [theirs, setTheirs] = useState<DraftVehicle | null>(null);
  const [asking, setAsking] = useState(false);
  const [focusInvalid, setFocusInvalid] = useState(0);
  /** The chassis number (a staff-only table, not the vehicle's row): as typed, and as stored when opened. */
  const [chassis, setChassis] = useState('');
  const [storedChassis, setStoredChassis] = useState('');
  const [chassisError, setChassisError] = useState<string | null>(null);
  /** The private note (a staff-only table too): as typed, and as stored when opened. */
  const [note, setNote] = useState('');
  const [storedNote, setStoredNote] = useState('');
  useEffect(() => {
    if (!vehicle) return;
    let current = true;
    readChassis(getSupabase(), vehicle.id)
      .then((value) => {
        if (!current) return;
        // What was typed before the stored value arrived is kept (and saved, as it differs).
        setChassis((typed) => (typed === '' ? value : typed));
        setStoredChassis(value);
      })
      .catch(() => undefined);
    readPrivateNote(getSupabase(), vehicle.id)
      .then((value) => {
        if (!current) return;
        setNote((typed) => (typed === '' ? value : typed));
        setStoredNote(value);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [vehicle]);
  const role = useStore($staffRole);
  /** The database's price rules for the version edited, read again whenever that version changes. */
  const [rules, setRules] = useState<PriceRules | null>(null);
  const [rulesAt, setRulesAt] = useState(0);
  const baseId = base?.id ?? null;
  const baseVersion = base?.updatedAt ?? null;
  useEffect(() => {
    if (baseId === null || baseVersion === null) return;
    let current = true;
    readPriceRules(getSupabase(), baseId).then(
      (r) => {
        if (!current) return;
        setRules(r);
        setRulesAt(Date.now());
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [baseId, baseVersion]);
  const typedPrice = form.price.trim() === '' || !Number.isFinite(Number(form.price)) ? null : Number(form.price);
  const priceStop = priceRefusal({ role, rules, was: base?.price ?? null, next: typedPrice });
  const correction = correctionWindow(rules, rulesAt);
  const statusStop = (toDraft: boolean) =>
    statusRefusal({ role, wasDraft: base === null || base.status === 'draft', toDraft });
  const liveStatusStop = statusStop(form.status === 'draft');
  const formRef = useRef<HTMLFormElement>(null);
  // Also shown inline: while the modal is open, toasts outside it are hidden from screen readers.
  const [error, setError] = useState<string | null>(null);
  /** Whether `error` is about the fields: then it follows the form and goes once the form is valid. */
  const [fieldsFailed, setFieldsFailed] = useState(false);
  const fail = (message: string) => {
    setError(message);
    void notify('error', message, ABOVE);
  };
  const live = fieldsFailed ? parseDialogForm(withSaveIntent(form, intent ?? 'publish'), []) : null;
  const banner = live ? (!live.ok ? live.message : Object.keys(errors).length > 0 ? error : null) : error;

  const dirty = JSON.stringify(form) !== pristine || images.changed || note.trim() !== storedNote.trim();
  useLeaveWarning(dirty);

  useEffect(() => {
    if (focusInvalid > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const set = (field: VehicleFormKey, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    const chassisValue = chassisOf(chassis);
    setChassisError(chassisValue === null ? CHASSIS_INVALID : null);
    if (chassisValue === null) return;
    if (privateNoteError(note) !== null) return;
    const pressed = saveIntentOf(e.nativeEvent.submitter);
    // What the database would refuse is stopped here, at its field: nothing is sent.
    const stops = { price: priceStop, status: statusStop(pressed === 'draft' || form.status === 'draft') };
    if (stops.price !== null || stops.status !== null) {
      setErrors((all) => ({
        ...all,
        ...(stops.price !== null ? { price: stops.price } : {}),
        ...(stops.status !== null ? { status: stops.status } : {}),
      }));
      setFocusInvalid((n) => n + 1);
      return;
    }
    setIntent(pressed);
    setSaving(true);
    setProgress(null);
    setError(null);
    setFieldsFailed(false);
    const result = await saveVehicle({
      client: getSupabase(),
      form: withSaveIntent(form, pressed),
      images: images.items,
      editing: base,
      onProgress: setProgress,
      priceMode: priceEdited && correction.open ? priceMode : 'change',
    });
    setSaving(false);
    setProgress(null);
    if (result.ok) {
      if (chassisValue !== storedChassis) {
        // The car is saved; a refused chassis number is said, and the car stays saved.
        try {
          await writeChassis(getSupabase(), result.id, chassisValue);
        } catch {
          void notify('error', 'The car was saved, but its chassis number was not: try again from the form.');
        }
      }
      if (note.trim() !== storedNote.trim()) {
        try {
          await writePrivateNote(getSupabase(), result.id, note);
        } catch {
          void notify('error', STAFF_WORDS.workspace.privateNoteFailed);
        }
      }
      void notify('success', result.message);
      onClose();
      return;
    }
    // Part of the save went through (a refused correction): the next save edits that version.
    if (result.saved) setBase(result.saved);
    setErrors(result.errors ?? {});
    setFieldsFailed(result.errors !== undefined);
    if (result.errors) setFocusInvalid((n) => n + 1);
    if (result.theirs) {
      setTheirs(result.theirs);
      void notify('error', result.message, ABOVE);
    } else {
      fail(result.message);
    }
  }

  /** Their version replaces the form; what was typed here is dropped, by the user's choice. */
  const loadTheirs = (v: DraftVehicle) => {
    setBase(v);
    const next = formFromVehicle(v);
    setForm(next);
    setPristine(JSON.stringify(next));
    images.reset(v.images);
    setErrors({});
    setError(null);
    setFieldsFailed(false);
    setTheirs(null);
  };

  /** Keep what was typed; the next save replaces their version, knowingly. */
  const keepMine = (v: DraftVehicle) => {
    setBase(v);
    setTheirs(null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
    >
      <DialogContent width="max-w-3xl" onInteractOutside={(e) => e.preventDefault()}>
        <DialogTitle>{vehicle ? 'Edit Vehicle' : 'Add New Vehicle'}</DialogTitle>
        <DialogDescription>Fields marked * are required.</DialogDescription>
        <form ref={formRef} className="mt-6 space-y-6" onSubmit={submit} noValidate aria-busy={saving}>
          <VehicleFields
            form={form}
            set={set}
            disabled={saving}
            errors={{
              ...errors,
              ...(priceStop !== null ? { price: priceStop } : {}),
              ...(liveStatusStop !== null ? { status: liveStatusStop } : {}),
            }}
          />
          {priceEdited && (
            <PriceModeChoice
              mode={correction.open ? priceMode : 'change'}
              onMode={setPriceMode}
              disabled={saving}
              correction={correction}
            />
          )}
          <ChassisField
            value={chassis}
            onChange={(value) => {
              setChassis(value);
              // The message goes once the value could be stored, as the other fields' do.
              if (chassisOf(value) !== null) setChassisError(null);
            }}
            disabled={saving}
            error={chassisError}
          />
          <PrivateNoteField value={note} onChange={setNote} disabled={saving} />
          <ImagePicker
            items={images.items}
            full={images.full}
            disabled={saving}
            error={imageError}
            onAdd={(files) => {
              void images.add(files).then((problem) => {
                setImageError(problem);
                if (problem) void notify('error', problem, ABOVE);
              });
            }}
            onRemove={images.remove}
            onMoveTo={images.moveTo}
          />
          {theirs && (
            <VehicleConflictNotice
              disabled={saving}
              onLoadTheirs={() => loadTheirs(theirs)}
              onKeepMine={() => keepMine(theirs)}
            />
          )}
          {banner && !theirs && (
            <p
              role="alert"
              className="rounded-lg border border-red-500/40 bg-red-950/30 px-4 py-3 text-sm text-red-200"
            >
              {banner}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
            <button type="button" className={buttonClass('ghost', 'md')} disabled={saving} onClick={requestClose}>
              Cancel
            </button>
            <SaveButtons
              editing={vehicle !== null}
              draft={(vehicle ?? copyOf)?.status === 'draft' || copyOf !== null}
              saving={saving}
              blocked={theirs !== null}
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
            <VehicleHistory vehicle={base ?? vehicle} disabled={saving} onRestored={onClose} />
          </div>
        )}
        <DiscardChanges open={asking} onKeep={() => setAsking(false)} onDiscard={onClose} />
      </DialogContent>
    </Dialog>
  );
}
