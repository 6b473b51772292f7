// The staff form's private note: kept apart from the vehicle's own fields because it is stored in a
// staff-only table (vehicle_private_notes), never on the public row, as the chassis number is.
import { PRIVATE_NOTE_MAX } from '~/data/vehicles/browser';
import { STAFF_WORDS } from '~/lib/staff-words';
import { n } from '~/lib/staff-words/count-en';

const W = STAFF_WORDS.workspace;

interface Props {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The message for a note the database would refuse as too long; null when it fits. */
export const privateNoteError = (value: string): string | null =>
  value.trim().length > PRIVATE_NOTE_MAX ? W.privateNoteTooLong(n(PRIVATE_NOTE_MAX)) : null;

export default function PrivateNoteField({ value, onChange, disabled }: Props) {
  const error = privateNoteError(value);
  return (
    <div className="space-y-1.5">
      <label htmlFor="v-private-note" className="block text-sm font-medium text-cream">
        {W.privateNote}
      </label>
      <textarea
        id="v-private-note"
        rows={3}
        className="field aria-invalid:border-red-400 aria-invalid:ring-1 aria-invalid:ring-red-400"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'v-private-note-hint v-private-note-error' : 'v-private-note-hint'}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id="v-private-note-hint" className="text-xs text-cream-dim">
        {W.privateNoteHint}
      </p>
      {error && (
        <p id="v-private-note-error" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
