// The vehicle page's script (prebuilt and live): its custom elements (gallery, tabs, calculator)
// and the lead buttons, which open the demo notice (or, in live mode, the lead forms), the phone's
// contact bar among them.
import './gallery';
import './detail-tabs';
import './loan-calculator';
import { startDemoOpeners } from '~/components/demo/demo-open';
import { startLeadOpeners } from '~/components/leads/lead-open';
import { startContactBar } from './contact-bar';
import { vehicleWords } from './vehicle-words';
import { startOwnershipCost } from './ownership-open';

export function startVehiclePage(): void {
  startDemoOpeners(vehicleWords);
  startLeadOpeners(vehicleWords);
  startOwnershipCost();
  startContactBar();
}
