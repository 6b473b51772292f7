// The headings' font in two faces (scripts/fonts/subset.ts, src/styles/font-ranges.ts): the committed
// files are what the script makes, the preloaded one stays small, the two together draw every
// character the whole @fontsource file did, and global.css's unicode-range lines match the files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BASIC_FILE,
  FONT_DIR,
  mappedCodePoints,
  REST_FILE,
  restCodePoints,
  SOURCE_FONT,
  subsetFaces,
} from '../../scripts/fonts/subset.ts';
import { BASIC_CODE_POINTS, codePointsOfRange } from '~/styles/font-ranges';

const committed = (file: string) => readFileSync(FONT_DIR + file);
const css = readFileSync(new URL('../../src/styles/global.css', import.meta.url), 'utf8');
const layout = readFileSync(new URL('../../src/layouts/BaseLayout.astro', import.meta.url), 'utf8');

/** global.css's @font-face rules for Playfair Display, in order: file name, unicode-range's code points. */
function playfairFaces(): { file: string; display: string; codePoints: number[] }[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((body) => body.includes("'Playfair Display'"))
    .map((body) => ({
      file: /url\('[^']*\/([^'/]+)'\)/.exec(body)?.[1] ?? '',
      display: /font-display:\s*([\w-]+)/.exec(body)?.[1] ?? '',
      codePoints: codePointsOfRange(/unicode-range:([^;]*);/.exec(body)?.[1] ?? ''),
    }));
}

describe('the headings font in two faces', () => {
  it('commits exactly what npm run fonts makes, the preloaded face under 12,000 bytes', async () => {
    const faces = await subsetFaces();
    expect(faces.basic.equals(committed(BASIC_FILE)), `${BASIC_FILE} differs: run npm run fonts`).toBe(true);
    expect(faces.rest.equals(committed(REST_FILE)), `${REST_FILE} differs: run npm run fonts`).toBe(true);
    expect(committed(BASIC_FILE).length).toBeLessThan(12_000);
  });

  it('draws, in the two faces, every character the whole file draws', async () => {
    const source = await mappedCodePoints(readFileSync(SOURCE_FONT));
    const basic = await mappedCodePoints(committed(BASIC_FILE));
    const rest = await mappedCodePoints(committed(REST_FILE));
    expect(basic).toEqual([...BASIC_CODE_POINTS].sort((a, b) => a - b));
    expect(rest).toEqual(restCodePoints(source));
    // What neither face has is a control character, which draws nothing.
    const drawn = new Set([...basic, ...rest]);
    expect(source.filter((cp) => !drawn.has(cp))).toEqual([0x0, 0xd]);
  });

  it("declares each face in global.css with the file's characters as its unicode-range", async () => {
    const source = await mappedCodePoints(readFileSync(SOURCE_FONT));
    expect(playfairFaces()).toEqual([
      { file: BASIC_FILE, display: 'optional', codePoints: [...BASIC_CODE_POINTS].sort((a, b) => a - b) },
      { file: REST_FILE, display: 'optional', codePoints: restCodePoints(source) },
    ]);
  });

  it('preloads the basic face only', () => {
    expect(layout).toContain(`${BASIC_FILE}?url'`);
    expect(layout).not.toContain(REST_FILE);
  });
});
