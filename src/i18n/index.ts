// The two dictionaries and the helpers pages use to pick strings at build time. Islands never
// import this module: they get `fmt` from ./fmt and only the keys they need, as props.
import { DEFAULT_LANG, paths, type Lang } from '~/lib/paths';
import { en, enOptions, type Dict, type Key, type OptionLabels } from './en';
import { ms, msOptions } from './ms';
import { CARD_KEYS, VEHICLE_KEYS, type CardText, type VehicleText } from './keys';
import { STATUS_LABELS, VEHICLE_STATUSES } from '~/lib/vehicle';

export type { Dict, Key, OptionLabels, OptionValue } from './en';
export { fmt } from '~/lib/format';

export const dictionaries: Readonly<Record<Lang, Dict>> = { en, ms };
export const optionLabels: Readonly<Record<Lang, OptionLabels>> = { en: enOptions, ms: msOptions };

/** The strings of one language. */
export const dictFor = (lang: Lang): Dict => dictionaries[lang];

/** Only the keys an island needs, for its props. */
export function pick<K extends Key>(lang: Lang, keys: readonly K[]): Pick<Dict, K> {
  const d = dictionaries[lang];
  return Object.fromEntries(keys.map((k) => [k, d[k]])) as Pick<Dict, K>;
}

/** What every vehicle card of a page needs (accessible names keep the visible word first). */
export const cardText = (lang: Lang): CardText => ({
  t: pick(lang, CARD_KEYS),
  opts: optionLabels[lang],
  vehicleHref: paths.vehicle('{id}', lang),
});

const vehicleTexts = new Map<Lang, VehicleText>();
/** What a vehicle page and its live view need; made once per language and build. */
export function vehicleText(lang: Lang): VehicleText {
  let text = vehicleTexts.get(lang);
  if (!text)
    vehicleTexts.set(
      lang,
      (text = {
        t: pick(lang, VEHICLE_KEYS),
        opts: optionLabels[lang],
        vehicleHref: paths.vehicle('{id}', lang),
        lang,
        inventoryHref: paths.inventory(lang),
      }),
    );
  return text;
}

/**
 * English words shown by code that builds them in English (the comparison's row labels, option
 * values, status labels) and their translation: empty for English, so its pages carry nothing.
 */
export function wordsIn(lang: Lang, keys: readonly Key[]): Record<string, string> {
  if (lang === DEFAULT_LANG) return {};
  const d = dictionaries[lang];
  const o = optionLabels[lang];
  return Object.fromEntries([
    ...keys.map((k) => [en[k], d[k]]),
    ...Object.entries(enOptions).map(([v, label]) => [label, o[v as keyof OptionLabels]]),
    ...VEHICLE_STATUSES.map((s) => [STATUS_LABELS[s], o[s]]),
  ]);
}

/** /vehicle-text.json and /ms/vehicle-text.json: the vehicle page's islands' words, and its live view's. */
export const vehicleTextResponse = (lang: Lang): Response =>
  new Response(JSON.stringify(vehicleText(lang)), { headers: { 'Content-Type': 'application/json' } });
