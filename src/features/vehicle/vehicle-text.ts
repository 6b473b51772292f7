// At build time: what a vehicle page and its live view need in one language, made once per
// language and build; served as /vehicle-text.json and /ms/vehicle-text.json (vehicle-words.ts).
import { optionLabels, pick } from '~/i18n';
import { paths, type Lang } from '~/lib/paths';
import { VEHICLE_STRINGS, type VehicleText } from './strings';

const vehicleTexts = new Map<Lang, VehicleText>();
export function vehicleText(lang: Lang): VehicleText {
  let text = vehicleTexts.get(lang);
  if (!text)
    vehicleTexts.set(
      lang,
      (text = {
        t: pick(lang, VEHICLE_STRINGS),
        opts: optionLabels[lang],
        vehicleHref: paths.vehicle('{id}', lang),
        lang,
        inventoryHref: paths.inventory(lang),
      }),
    );
  return text;
}

/** /vehicle-text.json and /ms/vehicle-text.json: the vehicle page's islands' words, and its live view's. */
export const vehicleTextResponse = (lang: Lang): Response =>
  new Response(JSON.stringify(vehicleText(lang)), { headers: { 'Content-Type': 'application/json' } });
