// Finds English left on a Malay page: the text a visitor reads or hears (text nodes, <title>,
// aria-label, alt, placeholder and title attributes) against every English dictionary string
// that the Malay dictionary words differently. Strings both languages share ('Model', 'SUV',
// 'MYR 50,000 - 70,000') are the same word in Malay and are not leaks.
import { en, enOptions } from '~/i18n/en';
import { ms, msOptions } from '~/i18n/ms';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
  larr: '←',
  rarr: '→',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
};
const decode = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e] ?? m),
  );

/** What a visitor reads or hears on a page, from its HTML (scripts, styles and island props left out). */
export function readableText(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((m) => m[1] ?? '');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const body = html
    .replace(/<head[\s\S]*?<\/head>/i, ' ')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode([title, ...attrs, body].join(' \n ')).replace(/[ \t]+/g, ' ');
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A dictionary string as a pattern: placeholders match any text; whole words only at the ends. */
function patternOf(template: string): RegExp {
  const body = template
    .split(/\{\w+\}/)
    .map(escape)
    .join('.+?');
  const start = /^\w/.test(template) ? '\\b' : '';
  const end = /\w$/.test(template) ? '\\b' : '';
  // A placeholder at either end matches the same as one character there (`test` finds a match
  // anywhere), and a leading lazy `.+?` would make every search quadratic in the page's length.
  const trimmed = body.replace(/^\.\+\?/, '.').replace(/\.\+\?$/, '.');
  return new RegExp(`${start}${trimmed}${end}`);
}

/** English strings that Malay words differently (each once), with their patterns. */
export const englishOnly: ReadonlyArray<readonly [string, RegExp]> = [
  ...new Set([
    ...(Object.keys(en) as (keyof typeof en)[]).filter((k) => en[k] !== ms[k]).map((k) => en[k]),
    ...(Object.keys(enOptions) as (keyof typeof enOptions)[])
      .filter((k) => enOptions[k] !== msOptions[k])
      .map((k) => enOptions[k]),
  ]),
].map((s) => [s, patternOf(s)] as const);

/**
 * The English strings found in `text`. `carData` (makes, models, features, colours, details of
 * the cars on the page) is not translated and is taken out first.
 */
export function englishLeaks(text: string, carData: readonly string[] = []): string[] {
  let rest = text;
  for (const c of [...carData].sort((a, b) => b.length - a.length)) if (c) rest = rest.split(c).join(' ');
  return englishOnly.filter(([, re]) => re.test(rest)).map(([source]) => source);
}
