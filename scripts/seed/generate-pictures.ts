// Photographs every seed car in a virtual showroom and writes the pictures the seed names:
// public/seed/<slug>-<view>.webp (gallery, 1200x900), <slug>-<view>-card.webp (cards, 640x480) and
// <slug>-<view>-thumb.webp (gallery thumbnails, 240x180). Each view is its own render of a three.js
// model built from the car's dimensions (dimensions.ts), in Debian's headless Chromium (WebGL on
// SwiftShader, no GPU). Run: npm run seed:pictures [-- --only <slug>,<slug>] [-- --views front,side];
// `-- --copies` renders nothing and writes only the smaller copies missing, from the committed
// gallery pictures (seconds; after a size is added to SEED_PICTURE_SIZES). Outputs are committed.
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../ensure-chromium.ts';
import sharp from 'sharp';
import { modelDimensions, modelDimensionsSchema } from './dimensions';
import { seedVehicles } from './inventory';
import { RENDER_HEIGHT, RENDER_WIDTH, type RenderSpec, type ShotView } from './render/spec';
import { SEED_PICTURE_SIZES, pictureFile, seedVehicleSchema, type SeedVehicle, type SeedView } from './types';

const SEED_DIR = fileURLToPath(new URL('../../public/seed/', import.meta.url));
/** Paints without metal flake; every other seed colour is a metallic. */
const SOLID_PAINTS = new Set(['Alpine White', 'Polar White', 'Guards Red', 'Fuji White', 'Caldera Red']);
const TWO_DOORS = new Set(['Coupe', 'Convertible', 'Supercar']);

export function renderSpec(v: SeedVehicle): RenderSpec {
  const dims = modelDimensions[v.slug];
  if (!dims) throw new Error(`scripts/seed/dimensions.ts has no dimensions for ${v.slug}`);
  return {
    slug: v.slug,
    make: v.make,
    bodyType: v.bodyType,
    paint: v.paint,
    metallic: !SOLID_PAINTS.has(v.color),
    doors: TWO_DOORS.has(v.bodyType) ? 2 : 4,
    dims: modelDimensionsSchema.parse(dims),
  };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Writes one size of a picture from `source` (the render, or the committed gallery picture). */
async function writeSize(
  source: Buffer | string,
  size: (typeof SEED_PICTURE_SIZES)[number],
  file: string,
): Promise<void> {
  await sharp(source)
    .resize(size.width, size.height, { kernel: 'lanczos3' })
    .webp({ quality: size.quality, effort: 6, smartSubsample: true })
    .toFile(SEED_DIR + file);
}

/** `--copies`: the smaller sizes missing beside each committed gallery picture. */
async function writeMissingCopies(cars: SeedVehicle[]): Promise<void> {
  let count = 0;
  for (const v of cars)
    for (const view of v.views)
      for (const size of SEED_PICTURE_SIZES) {
        const file = pictureFile(v, view, size.name);
        if (size.name === 'gallery' || existsSync(SEED_DIR + file)) continue;
        await writeSize(SEED_DIR + pictureFile(v, view), size, file);
        count++;
      }
  console.log(`wrote ${count} copies`);
}

async function main(): Promise<void> {
  const only = arg('only');
  const views = arg('views')?.split(',');
  const cars = seedVehicles
    .filter((v) => !only || only.split(',').includes(v.slug))
    .map((v) => seedVehicleSchema.parse(v));
  if (process.argv.includes('--copies')) return writeMissingCopies(cars);
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./render/scene.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'warning',
  });
  const code = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: RENDER_WIDTH, height: RENDER_HEIGHT } });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.setContent(`<canvas id="c" width="${RENDER_WIDTH}" height="${RENDER_HEIGHT}"></canvas>`);
    await page.addScriptTag({ content: code });
    mkdirSync(SEED_DIR, { recursive: true });
    const written = new Set<string>();
    for (const v of cars) {
      const spec = renderSpec(v);
      // --views renders those views even where the seed lists others (a debugging aid).
      for (const view of (views ?? v.views) as SeedView[]) {
        const started = Date.now();
        const url = await page.evaluate(([s, w]) => window.renderShot(s, w), [spec, view] as [RenderSpec, ShotView]);
        const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
        for (const size of SEED_PICTURE_SIZES) {
          const file = pictureFile(v, view, size.name);
          await writeSize(png, size, file);
          written.add(file);
        }
        console.log(`${v.slug} ${view}: ${Date.now() - started} ms`);
      }
    }
    // Drop pictures of cars and views no longer in the inventory (only on a full run).
    if (!only && !views) for (const f of readdirSync(SEED_DIR)) if (!written.has(f)) rmSync(SEED_DIR + f);
    console.log(`wrote ${written.size} pictures`);
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
