// `npm run fonts`: cuts the headings' font (Playfair Display 600, @fontsource's latin file, 23 KB)
// into the two faces src/styles/global.css declares, written to src/assets/fonts/ and committed:
//
// - basic: the characters of src/styles/font-ranges.ts (ASCII, the no-break space, dashes, curly
//   quotes, the ellipsis), about 11.7 KB. BaseLayout.astro preloads it: small enough to arrive in the
//   first round trip of its connection, where the whole file needed a second one.
// - rest: every other character the file draws (accented letters, symbols, a few combining marks),
//   which a browser fetches only for a page whose Playfair text has one of them.
//
// The output is deterministic (the same harfbuzz and woff2 builds give the same bytes), and
// tests/public/font-subset.test.ts regenerates both files and compares them with the committed ones:
// after a change here, to the character set or to @fontsource/subset-font's versions, run this again.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';
import subsetFont from 'subset-font';
import { BASIC_CODE_POINTS, BASIC_UNICODE_RANGE, unicodeRange } from '~/styles/font-ranges';

export const SOURCE_FONT = createRequire(import.meta.url).resolve(
  '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
);
export const FONT_DIR = fileURLToPath(new URL('../../src/assets/fonts/', import.meta.url));
export const BASIC_FILE = 'playfair-display-600-basic.woff2';
export const REST_FILE = 'playfair-display-600-rest.woff2';

// The OpenType features kept, with the glyphs they reach (harfbuzz's layout closure). A browser applies
// these without being asked: kerning and mark positioning (kern, mark, mkmk), composed characters
// (ccmp), the f-ligatures (liga: fi, fl, ff, ffi, fb, fh, fk…), which headings like 'Certified' and
// 'Find' use, and IJ (rlig). Dropping every feature-only glyph (harfbuzz's --no-layout-closure) made
// the basic file 10.6 KB but drew those words without their ligatures. Left out: calt, on by default
// too, which in this font only turns '->', '<-', '-^' and the like into arrows (a heading means the
// characters; 0.6 KB of the basic file), locl (Dutch, Turkish and Polish letter forms; the pages are
// English and Malay) and the figures and fractions CSS must ask for (lnum, frac, numr, dnom), which
// the site never does.
export const KEPT_FEATURES = ['ccmp', 'liga', 'rlig', 'kern', 'mark', 'mkmk'];

/** The code points a font file (woff2, woff or sfnt) maps to glyphs, sorted. */
export async function mappedCodePoints(font: Buffer): Promise<number[]> {
  const sfnt = await subsetFont(font, null, { keepAllGlyphs: true, targetFormat: 'sfnt' });
  const parsed = opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
  const codePoints: number[] = [];
  for (let i = 0; i < parsed.numGlyphs; i++) codePoints.push(...parsed.glyphs.get(i).unicodes);
  return [...new Set(codePoints)].sort((a, b) => a - b);
}

/**
 * The rest face's characters: whatever the source file maps, less the basic set and control
 * characters (it maps U+0000 and U+000D to empty glyphs; a control character draws nothing, so it
 * should not make a page fetch the face). Taken from the file's own character map rather than from
 * @fontsource's unicode-range for the latin subset: that range names the whole of U+2000-206F, of
 * which the file draws 11 characters, and leaves out six it does draw (Ă and combining accents).
 */
export function restCodePoints(source: readonly number[]): number[] {
  const basic = new Set(BASIC_CODE_POINTS);
  return source.filter((cp) => !basic.has(cp) && !/\p{Cc}/u.test(String.fromCodePoint(cp)));
}

export interface Faces {
  basic: Buffer;
  rest: Buffer;
  /** The code points the rest face is for (its unicode-range). */
  restCodePoints: number[];
}

export async function subsetFaces(source: Buffer = readFileSync(SOURCE_FONT)): Promise<Faces> {
  const rest = restCodePoints(await mappedCodePoints(source));
  const cut = (codePoints: readonly number[]) =>
    subsetFont(source, String.fromCodePoint(...codePoints), { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });
  return { basic: await cut(BASIC_CODE_POINTS), rest: await cut(rest), restCodePoints: rest };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const faces = await subsetFaces();
  writeFileSync(FONT_DIR + BASIC_FILE, faces.basic);
  writeFileSync(FONT_DIR + REST_FILE, faces.rest);
  console.log(`${BASIC_FILE}: ${faces.basic.length} bytes, unicode-range: ${BASIC_UNICODE_RANGE}`);
  console.log(`${REST_FILE}: ${faces.rest.length} bytes, unicode-range: ${unicodeRange(faces.restCodePoints)}`);
}
