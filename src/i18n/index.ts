// The two dictionaries and the helpers pages use to pick strings at build time. Islands never
// import this module: each declares its keys beside it (./island-strings.ts) and gets only those
// words, as props or in its page, picked here by the same list.
import { site } from '~/config/site';
import { DEFAULT_LANG, type Lang } from '~/lib/paths';
import { en, enOptions, type Dict, type Key, type OptionLabels } from './en';
import { ms, msOptions } from './ms';

export type { Dict, Key, OptionLabels, OptionValue } from './en';
export { fmt } from '~/lib/format';

export const dictionaries: Readonly<Record<Lang, Dict>> = { en, ms };
// The dictionaries hold the spec's words and read no setting (the end-to-end helpers import them
// outside Astro); the dealer's own site says 'Petrol', as Malaysian buyers do, for the stored 'Gasoline'.
const enLabels: OptionLabels = site.live ? { ...enOptions, Gasoline: 'Petrol' } : enOptions;
export const optionLabels: Readonly<Record<Lang, OptionLabels>> = { en: enLabels, ms: msOptions };

/** The strings of one language. */
export const dictFor = (lang: Lang): Dict => dictionaries[lang];

/** The words of one island's list (its strings.ts, ./island-strings.ts), for its props or its page. */
export function pick<K extends Key>(lang: Lang, keys: readonly K[]): Pick<Dict, K> {
  const d = dictionaries[lang];
  return Object.fromEntries(keys.map((k) => [k, d[k]])) as Pick<Dict, K>;
}

/**
 * The words of code that builds its text in English (the comparison's rows, src/lib/vehicle/compare.ts), by
 * key: `keys`' dictionary words, and the option labels by option and status value ('Gasoline',
 * 'available'). Empty for English: its pages show the English the code built, and carry nothing.
 */
export function wordsByKey(lang: Lang, keys: readonly Key[]): Record<string, string> {
  // English pages show the English the code built, but for the one word a live site says otherwise.
  if (lang === DEFAULT_LANG) return site.live ? { Gasoline: enLabels.Gasoline } : {};
  return { ...pick(lang, keys), ...optionLabels[lang] };
}
