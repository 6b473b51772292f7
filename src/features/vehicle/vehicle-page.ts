// The vehicle page's script (prebuilt and live): its custom elements (gallery, tabs, calculator)
// and the lead buttons, which open the demo notice.
import './gallery';
import './detail-tabs';
import './loan-calculator';
import { vehicleWords } from './vehicle-words';

async function demo(): Promise<void> {
  const [t, notice] = await Promise.all([vehicleWords(), import('~/components/demo/DemoNotice')]);
  if (t) notice.showDemoNotice(t);
}

let started = false;
export function startVehiclePage(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    if (e.target instanceof Element && e.target.closest('[data-demo-open]')) void demo();
  });
}
