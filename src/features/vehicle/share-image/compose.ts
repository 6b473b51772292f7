// The share card of a vehicle (docs/features.md, "Share cards"): two layers over its cover photo, 1200 × 630 (the size
// Open Graph and Twitter's large card show). The text is drawn as outlines of the site's own
// heading font (Playfair Display, shipped with @fontsource), so no system font is ever used.
// What every card shares (the dark bands, the gold rule, the brand) is one layer, drawn once per
// build; only the band with the car and its price is drawn per card (share-image.ts).
import type opentype from 'opentype.js';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
const PAD = 64;
const MAX_TEXT = SHARE_WIDTH - 2 * PAD;
/** The top of the per-card text band: above the title's tallest glyph (66 px on a baseline at 482). */
export const TEXT_BAND_TOP = 380;

export interface ShareText {
  /** '2022 BMW X5 xDrive40i' */
  title: string;
  /** 'MYR 285,000' */
  price: string;
  brand: string;
}

/** The outline of `text` at `size` px, shrunk until it fits `max` px, with its baseline at (x, y). */
function outline(font: opentype.Font, text: string, x: number, y: number, size: number, max = MAX_TEXT): string {
  const fitted = Math.min(size, (size * max) / Math.max(1, font.getAdvanceWidth(text, size)));
  return font.getPath(text, x, y, fitted).toPathData(1);
}

/** The layer every card shares: a dark band for legibility top and bottom, the gold rule and the brand. */
export function sharedLayerSvg(font: opentype.Font, brand: string): string {
  const mark = outline(font, brand.toUpperCase(), PAD, PAD + 24, 34);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}">
<defs>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0b0c" stop-opacity="0.55"/><stop offset="0.3" stop-color="#0b0b0c" stop-opacity="0"/><stop offset="0.5" stop-color="#0b0b0c" stop-opacity="0.1"/><stop offset="1" stop-color="#0b0b0c" stop-opacity="0.92"/></linearGradient>
</defs>
<rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="url(#b)"/>
<rect x="${PAD}" y="${PAD + 40}" width="96" height="3" fill="#d4b483"/>
<path d="${mark}" fill="#d4b483"/>
</svg>`;
}

/** The card's own band (from TEXT_BAND_TOP to the bottom): make and model, and the price. */
export function textBandSvg(font: opentype.Font, text: Pick<ShareText, 'title' | 'price'>): string {
  const top = TEXT_BAND_TOP;
  const title = outline(font, text.title, PAD, SHARE_HEIGHT - PAD - 84 - top, 66);
  const price = outline(font, text.price, PAD, SHARE_HEIGHT - PAD - top, 54);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT - top}">
<path d="${title}" fill="#f4f1ea"/>
<path d="${price}" fill="#d4b483"/>
</svg>`;
}
