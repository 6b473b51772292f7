// The vehicle page's words in the document's language, for its scripts (the calculator, the
// full-screen viewer, the demo notice, the live view): /vehicle-text.json (/ms/vehicle-text.json),
// one file per language that every vehicle page shares and preloads. Null when it does not load
// (the prebuilt markup then stays as it is).
import type { VehicleStrings, VehicleText } from './strings';
import { pageLang, paths } from '~/lib/paths';

let text: Promise<VehicleText | null> | undefined;

export function vehicleText(): Promise<VehicleText | null> {
  text ??= fetch(paths.vehicleText(pageLang()))
    .then((res) => (res.ok ? (res.json() as Promise<VehicleText>) : null))
    .catch(() => null);
  return text;
}

export const vehicleWords = async (): Promise<VehicleStrings | null> => (await vehicleText())?.t ?? null;
