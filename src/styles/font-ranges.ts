// The headings' font (Playfair Display 600) is split in two faces (global.css): a small "basic" one,
// preloaded, with what English and Malay headings use, and the "rest" of the characters the font
// draws, which a browser downloads only for a page whose Playfair text has one of them. The basic set
// is defined here once: `npm run fonts` (scripts/fonts/subset.ts) cuts the files from it, and
// tests/public/font-subset.test.ts checks global.css's unicode-range lines against it.

/** Printable ASCII, the no-break space, the en and em dashes, curly quotes and the ellipsis. */
export const BASIC_CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2026,
];

const hex = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');

/** CSS `unicode-range` for a set of code points, runs of consecutive ones as ranges: 'U+0020-007E, U+00A0'. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(j === i ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The code points a CSS `unicode-range` value names ('U+0000-00FF, U+0131'; no wildcards). */
export function codePointsOfRange(range: string): number[] {
  const out: number[] = [];
  for (const part of range.split(',')) {
    const m = /^\s*U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!m) throw new Error(`unicode-range part not understood: '${part}'`);
    const from = parseInt(m[1]!, 16);
    const to = m[2] === undefined ? from : parseInt(m[2], 16);
    for (let cp = from; cp <= to; cp++) out.push(cp);
  }
  return out;
}

export const BASIC_UNICODE_RANGE = unicodeRange(BASIC_CODE_POINTS);
