// The two dictionaries and the helpers pages use to pick strings at build time. Islands never
// import this module: they get `fmt` from ./fmt and only the keys they need, as props.
import { DEFAULT_LANG, paths, type Lang } from '~/lib/paths';
import { en, enOptions, type Dict, type Key, type OptionLabels } from './en';
import { ms, msOptions } from './ms';
import {
  CARD_KEYS,
  DEMO_ACTION_KEYS,
  FAVOURITE_KEYS,
  GALLERY_KEYS,
  LOAN_KEYS,
  SHARE_KEYS,
  TABS_KEYS,
  VEHICLE_KEYS,
  type CardText,
  type DemoActionStrings,
  type FavouriteStrings,
  type GalleryStrings,
  type LoanStrings,
  type ShareStrings,
  type TabsStrings,
  type VehicleText,
} from './keys';
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

/** /vehicle-text.json and /ms/vehicle-text.json: fetched only when a vehicle page shows live data. */
export const vehicleTextResponse = (lang: Lang): Response =>
  new Response(JSON.stringify(vehicleText(lang)), { headers: { 'Content-Type': 'application/json' } });

export interface VehicleIslandText {
  gallery: GalleryStrings;
  favourite: FavouriteStrings;
  share: ShareStrings;
  demo: DemoActionStrings;
  tabs: TabsStrings;
  loan: LoanStrings;
}
const islandTexts = new Map<Lang, VehicleIslandText>();
/** Each vehicle-page island's own words, picked once per language and build (not per page). */
export function vehicleIslandText(lang: Lang): VehicleIslandText {
  let text = islandTexts.get(lang);
  if (!text) {
    text = {
      gallery: pick(lang, GALLERY_KEYS),
      favourite: pick(lang, FAVOURITE_KEYS),
      share: pick(lang, SHARE_KEYS),
      demo: pick(lang, DEMO_ACTION_KEYS),
      tabs: pick(lang, TABS_KEYS),
      loan: pick(lang, LOAN_KEYS),
    };
    islandTexts.set(lang, text);
  }
  return text;
}

const islandTextJson = new Map<Lang, string>();
/** vehicleIslandText as JSON, made once per language and build: each prebuilt vehicle page carries it
 * in `data-island-text` for its island script (src/features/vehicle/islands.ts). */
export function vehicleIslandTextJson(lang: Lang): string {
  let json = islandTextJson.get(lang);
  if (json === undefined) {
    json = JSON.stringify(vehicleIslandText(lang));
    islandTextJson.set(lang, json);
  }
  return json;
}
