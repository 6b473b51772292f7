// Under a staff card: why the car is due for an inspection (InspectionButton loads it for such a car).
import type { DueReason } from '~/lib/inspection/due';
import { STAFF_WORDS } from '~/lib/staff-words';

export default function InspectionDue({ due }: { due: Exclude<DueReason, 'none'> }) {
  return (
    <p className="text-center text-xs text-amber-200" data-testid="inspection-due">
      {STAFF_WORDS.inspection.listDue[due]}
    </p>
  );
}
