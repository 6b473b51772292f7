// 'Inspection report' on a car of the staff list. The dialog and the checklist load on the first
// tap (a dynamic import), so the staff list's own script does not grow.
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import type { DraftVehicle } from '~/lib/vehicle';

const InspectionDialog = lazy(() => import('./InspectionDialog'));

export default function InspectionButton({ vehicle }: { vehicle: DraftVehicle }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'sm', 'w-full')} onClick={() => setOpen(true)}>
        Inspection report
      </button>
      {open && (
        <Suspense fallback={null}>
          <InspectionDialog vehicle={vehicle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
