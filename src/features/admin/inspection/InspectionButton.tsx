// 'Inspection report' on a car of the staff list, with 'Inspection due' when the car needs one. The
// dialog and the checklist load on the first tap (a dynamic import), so the staff list's own script
// does not grow by them.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { dueReason } from '~/lib/inspection/due';
import type { DraftVehicle } from '~/lib/vehicle';
import { $lastInspections, readLastInspections } from './last-inspections-store';

const InspectionDialog = lazy(() => import('./InspectionDialog'));
// The notice (and the staff words it says) loads only for a car that is due: never before
// /manage-inventory's first cards, whose dues are read after them.
const InspectionDue = lazy(() => import('./InspectionDue'));

export default function InspectionButton({ vehicle }: { vehicle: DraftVehicle }) {
  const [open, setOpen] = useState(false);
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((p) => p !== null).join(' ');
  const last = useStore($lastInspections);
  useEffect(readLastInspections, []);
  const due = last ? dueReason(last.get(vehicle.id), vehicle.mileage, new Date()) : 'none';
  return (
    <>
      <button type="button" className={buttonClass('ghost', 'sm', 'w-full')} onClick={() => setOpen(true)}>
        Inspection report<span className="sr-only"> {name}</span>
      </button>
      {due !== 'none' && (
        <Suspense fallback={null}>
          <InspectionDue due={due} />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <InspectionDialog vehicle={vehicle} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
