// Live mode's lead buttons in prebuilt markup (the vehicle page's, DemoActions.astro): an element
// with data-lead-open="test_drive" or "enquiry" inside one carrying the car (data-lead-id,
// data-lead-car, data-lead-stock) opens the form, whose code loads on this first tap.
import type { LeadStrings } from './strings';

type Words = () => Promise<LeadStrings | null>;

let started = false;
export function startLeadOpeners(words: Words): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-lead-open]') : null;
    const car = button?.closest<HTMLElement>('[data-lead-id]');
    const kind = button?.dataset.leadOpen;
    if (!car || (kind !== 'test_drive' && kind !== 'enquiry')) return;
    const vehicle = { id: car.dataset.leadId ?? '', car: car.dataset.leadCar ?? '', stock: car.dataset.leadStock };
    void Promise.all([words(), import('./LeadDialog')]).then(([t, dialog]) => {
      if (t) dialog.openLeadForm({ kind, vehicle }, t);
    });
  });
}
