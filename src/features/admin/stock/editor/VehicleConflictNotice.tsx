// Shown when a save was refused because someone else saved the vehicle after this dialog opened.
// Nothing typed is lost until the user picks: their version (replaces the form) or theirs replaced
// by this form on the next save.
import { buttonClass } from '~/components/ui/button-classes';
import { STAFF_WORDS } from '~/lib/staff-words';

type Props = { disabled: boolean; onLoadTheirs: () => void; onKeepMine: () => void };

export default function VehicleConflictNotice({ disabled, onLoadTheirs, onKeepMine }: Props) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-gold/50 bg-ink-700 px-4 py-3 text-sm">
      <p className="font-semibold text-cream">{STAFF_WORDS.vehicle.conflict}</p>
      <p className="text-cream-muted">
        Load their version to see what they saved (what you typed here is replaced), or keep your changes and save again
        to replace theirs.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClass('outline', 'sm')} disabled={disabled} onClick={onLoadTheirs}>
          Load their version
        </button>
        <button type="button" className={buttonClass('ghost', 'sm')} disabled={disabled} onClick={onKeepMine}>
          Keep my changes
        </button>
      </div>
    </div>
  );
}
