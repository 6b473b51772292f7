// Draws a vehicle's share card at build time (every card of a build: render-cards.ts, started by
// src/integrations/share-cards.ts; in `astro dev`, one at a time: dev-route.ts) and keeps each
// one in a cache folder keyed by everything drawn on it, so a rebuild (incremental or full) draws
// only cards whose car, price or cover photo changed. The cache lives outside dist/ (default
// node_modules/.cache/mewah-share, SHARE_IMAGE_CACHE to move it), and is safe to delete.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import opentype from 'opentype.js';
import sharp from 'sharp';
import { settingFrom } from '~/config/env-schema';
import { PLACEHOLDER_IMAGE } from '~/config/constants';
import { formatPrice } from '~/lib/format';
import type { Vehicle } from '~/lib/vehicle';
import { SHARE_HEIGHT, SHARE_WIDTH, sharedLayerSvg, TEXT_BAND_TOP, textBandSvg, type ShareText } from './compose';

/** Bumped whenever the drawing changes, so cached cards of an older design are not reused. */
const DESIGN = 2;
const JPEG_QUALITY = 70;
const FETCH_TIMEOUT_MS = 10_000;
const root = process.cwd();
const cacheDir = process.env.SHARE_IMAGE_CACHE || path.join(root, 'node_modules', '.cache', 'mewah-share');

let font: Promise<opentype.Font> | null = null;
function headingFont(): Promise<opentype.Font> {
  font ??= (async () => {
    const file = createRequire(path.join(root, 'package.json')).resolve(
      '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
    );
    const buf = await readFile(file);
    return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
  })();
  return font;
}

/** The cover photo's bytes: a file of public/ for a site path, else fetched (a Storage URL); null if unreadable. */
async function coverBytes(src: string): Promise<Buffer | null> {
  try {
    if (src.startsWith('/') && !src.startsWith('//')) return await readFile(path.join(root, 'public', src));
    const res = await fetch(src, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return res.ok ? Buffer.from(await res.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

/** What a card shows of a vehicle: its name, its price and its cover photo (the first). */
export type ShareSubject = Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'price' | 'images'>;

/** Everything drawn on the card, and so its cache key. */
export function shareTextOf(v: Pick<Vehicle, 'year' | 'make' | 'model' | 'price'>): ShareText {
  return {
    title: `${v.year} ${v.make} ${v.model}`,
    price: formatPrice(v.price),
    brand: settingFrom(process.env, 'PUBLIC_BRAND_NAME'),
  };
}

/** The layer every card shares (sharedLayerSvg), rasterised once per brand: raw RGBA pixels. */
const sharedLayers = new Map<string, Promise<Buffer>>();
function sharedLayer(brand: string): Promise<Buffer> {
  let layer = sharedLayers.get(brand);
  if (!layer) {
    layer = headingFont().then((f) =>
      sharp(Buffer.from(sharedLayerSvg(f, brand)))
        .ensureAlpha()
        .raw()
        .toBuffer(),
    );
    sharedLayers.set(brand, layer);
  }
  return layer;
}

async function draw(text: ShareText, photo: Buffer | null): Promise<Buffer> {
  const base = photo
    ? sharp(photo).resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover' })
    : sharp({ create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#121214' } });
  const [shared, font] = await Promise.all([sharedLayer(text.brand), headingFont()]);
  return (
    base
      .composite([
        { input: shared, raw: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 4 }, top: 0, left: 0 },
        { input: Buffer.from(textBandSvg(font, text)), top: TEXT_BAND_TOP, left: 0 },
      ])
      .flatten({ background: '#121214' })
      // libjpeg-turbo, progressive, quality 70: a fifth of mozjpeg's encoding time (quality 78) for a file about 9% larger.
      .jpeg({ quality: JPEG_QUALITY, progressive: true })
      .toBuffer()
  );
}

/** Where the vehicle's card is cached: the file named by everything drawn on it. */
async function cacheFileOf(v: ShareSubject): Promise<{ file: string; text: ShareText; cover: string }> {
  const text = shareTextOf(v);
  const cover = v.images[0] ?? PLACEHOLDER_IMAGE;
  // A local photo's size stands in for its content (seed photos are replaced, not edited in place);
  // a Storage photo's URL changes with every upload.
  const local = cover.startsWith('/') && !cover.startsWith('//');
  const size = local
    ? await stat(path.join(root, 'public', cover)).then(
        (s) => s.size,
        () => -1,
      )
    : 0;
  const key = createHash('sha256')
    .update(JSON.stringify([DESIGN, text, cover, size]))
    .digest('hex');
  return { file: path.join(cacheDir, `${key}.jpg`), text, cover };
}

/**
 * The vehicle's card as a file: the cached one when nothing drawn on it changed, else drawn and
 * cached first. A card whose photo could not be read this time is drawn without it and not cached
 * (it is not remembered as missing): it is written under `spare` instead.
 */
export async function shareImageFile(v: ShareSubject, spare: string): Promise<{ file: string; drawn: boolean }> {
  const { file, text, cover } = await cacheFileOf(v);
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  )
    return { file, drawn: false };
  const photo = await coverBytes(cover);
  const jpeg = await draw(text, photo);
  const target = photo ? file : path.join(spare, `${v.id}.jpg`);
  await mkdir(path.dirname(target), { recursive: true });
  // Written aside and renamed: a build running at the same time never reads half a file.
  const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(tmp, jpeg);
  await rename(tmp, target);
  return { file: target, drawn: true };
}

/** The vehicle's 1200 × 630 JPEG share card, from the cache when nothing drawn on it changed. */
export async function shareImage(v: ShareSubject): Promise<Buffer> {
  const spare = await mkdtemp(path.join(tmpdir(), 'mewah-share-'));
  try {
    return await readFile((await shareImageFile(v, spare)).file);
  } finally {
    await rm(spare, { recursive: true, force: true });
  }
}
