// Writes the seed photos (public/seed/<slug>-<view>.svg) and public/placeholder.svg.
// Run: npx tsx scripts/seed/generate-images.ts   (outputs are committed; no network needed)
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedVehicles } from './inventory';
import { interiorView, wheelView, detailView } from './svg/closeups';
import { frontView, rearView, sideView } from './svg/exterior';
import { placeholderSvg } from './svg/placeholder';
import { svgDoc } from './svg/scene';
import { profiles } from './svg/shapes';
import { seedVehicleSchema, type SeedVehicle, type SeedView } from './types';

const PUBLIC = fileURLToPath(new URL('../../public/', import.meta.url));
const SEED_DIR = `${PUBLIC}seed/`;
/** Keeps the photos light enough to ship many of them. */
export const MAX_BYTES = 8 * 1024;

const VIEW_LABEL: Record<SeedView, string> = {
  side: 'side view',
  front: 'front view, lights on',
  rear: 'rear view',
  interior: 'interior',
  wheel: 'wheel detail',
  detail: 'headlight and grille detail',
};

export function renderView(v: SeedVehicle, view: SeedView): string {
  const profile = profiles[v.bodyType];
  const shot =
    view === 'side'
      ? sideView(profile, v.paint)
      : view === 'front'
        ? frontView(profile, v.paint)
        : view === 'rear'
          ? rearView(profile, v.paint)
          : view === 'interior'
            ? interiorView(v.paint)
            : view === 'wheel'
              ? wheelView(v.paint)
              : detailView(v.paint);
  const title = `${v.year} ${v.make} ${v.model} in ${v.color}, ${VIEW_LABEL[view]}`;
  return svgDoc(title, shot.defs, shot.body);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(SEED_DIR, { recursive: true });
  const written = new Set<string>();
  for (const v of seedVehicles) {
    seedVehicleSchema.parse(v);
    for (const view of v.views) {
      const file = `${v.slug}-${view}.svg`;
      const svg = renderView(v, view);
      if (Buffer.byteLength(svg) > MAX_BYTES) throw new Error(`${file} is ${Buffer.byteLength(svg)} bytes`);
      writeFileSync(SEED_DIR + file, svg);
      written.add(file);
    }
  }
  // Drop photos of cars no longer in the inventory so public/ only ships what the seed uses.
  for (const f of readdirSync(SEED_DIR)) if (!written.has(f)) rmSync(SEED_DIR + f);
  writeFileSync(`${PUBLIC}placeholder.svg`, placeholderSvg());
  console.log(`wrote ${written.size} seed photos and placeholder.svg`);
}
