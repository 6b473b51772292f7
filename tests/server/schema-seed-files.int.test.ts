// The committed seed (supabase/seed.sql, public/seed/*.webp, public/placeholder.svg) matches its
// generators in scripts/seed: every car has its own rendered views, in both sizes, and no picture is
// shared or repeated. No server needed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { modelDimensions, tyreDiameter } from '../../scripts/seed/dimensions.ts';
import { seedSql } from '../../scripts/seed/generate-seed-sql.ts';
import { seedVehicles } from '../../scripts/seed/inventory.ts';
import { profileOf } from '../../scripts/seed/render/profile.ts';
import { placeholderSvg } from '../../scripts/seed/svg/placeholder.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(root + path, 'utf8');
const seedDir = `${root}public/seed/`;
const hash = (file: string): string =>
  createHash('sha256')
    .update(readFileSync(seedDir + file))
    .digest('hex');
const imagesOf = (slug: string): string[] => {
  const row = read('supabase/seed.sql')
    .split('\n')
    .find((l) => l.includes(`'/seed/${slug}-`));
  return [...(row ?? '').matchAll(/'\/seed\/([^']+)'/g)].map((m) => m[1] ?? '');
};

/** A gallery picture's file and its two smaller copies. */
const withCopies = (f: string): string[] => [
  f,
  f.replace(/\.webp$/, '-main.webp'),
  f.replace(/\.webp$/, '-card.webp'),
  f.replace(/\.webp$/, '-thumb.webp'),
];

describe('seed files', () => {
  it('supabase/seed.sql is what the generator writes from inventory.ts', () => {
    expect(read('supabase/seed.sql')).toBe(seedSql(seedVehicles));
  });

  it('names four to six rendered views per car, the front three-quarter first', () => {
    expect(imagesOf('bmw-330e-m-sport-2021')).toEqual([
      'bmw-330e-m-sport-2021-front.webp',
      'bmw-330e-m-sport-2021-side.webp',
      'bmw-330e-m-sport-2021-rear.webp',
      'bmw-330e-m-sport-2021-interior.webp',
      'bmw-330e-m-sport-2021-wheel.webp',
    ]);
    expect(imagesOf('jaguar-xe-prestige-2018')).toEqual([
      'jaguar-xe-prestige-2018-front.webp',
      'jaguar-xe-prestige-2018-side.webp',
      'jaguar-xe-prestige-2018-rear.webp',
      'jaguar-xe-prestige-2018-interior.webp',
    ]);
    for (const v of seedVehicles) expect(imagesOf(v.slug).length, v.slug).toBeGreaterThanOrEqual(4);
  });

  it('public/seed holds each named picture, its main-photo, card and thumbnail copies, and nothing else', () => {
    const named = seedVehicles.flatMap((v) => imagesOf(v.slug));
    expect(named).toHaveLength(94);
    const expected = named.flatMap(withCopies);
    expect(readdirSync(seedDir).sort()).toEqual(expected.sort());
  });

  it('each car has at least four distinct pictures, and no picture is shared by two cars or two views', () => {
    const seen = new Map<string, string>();
    for (const v of seedVehicles) {
      const files = imagesOf(v.slug).flatMap(withCopies);
      const own = new Set(imagesOf(v.slug).map(hash));
      expect(own.size, v.slug).toBeGreaterThanOrEqual(4);
      for (const f of files) {
        const h = hash(f);
        expect(seen.get(h), `${f} repeats ${seen.get(h)}`).toBeUndefined();
        seen.set(h, f);
      }
    }
  });

  it("a car's views are different photographs of it", async () => {
    // Each view reduced to a 16x12 grey thumbnail: any two views of one car differ on average by
    // more than 5 of 255 grey levels (the closest pair, a black G-Class from the front and the back,
    // by 7.8; a copy of one picture in another size by 0.1). That views are separate renders, not
    // crops, is the generator's construction: one camera per view (scripts/seed/render/scene.ts).
    const thumb = async (f: string): Promise<Buffer> =>
      sharp(seedDir + f)
        .resize(16, 12, { fit: 'fill' })
        .greyscale()
        .raw()
        .toBuffer();
    for (const slug of seedVehicles.map((v) => v.slug)) {
      const views = await Promise.all(imagesOf(slug).map(thumb));
      for (let i = 0; i < views.length; i++)
        for (let j = i + 1; j < views.length; j++) {
          const a = views[i] ?? Buffer.alloc(0);
          const b = views[j] ?? Buffer.alloc(0);
          const diff = a.reduce((sum, x, k) => sum + Math.abs(x - (b[k] ?? 0)), 0) / a.length;
          expect(diff, `${slug} views ${i + 1} and ${j + 1}`).toBeGreaterThan(5);
        }
    }
  });

  it('pictures are WebP at 1200x900 for the gallery, 800x600 for the main photo on a phone, 640x480 for cards and 240x180 for thumbnails, light enough to ship', async () => {
    for (const f of readdirSync(seedDir)) {
      const meta = await sharp(seedDir + f).metadata();
      const [width, height, most] = f.endsWith('-main.webp')
        ? [800, 600, 60_000]
        : f.endsWith('-card.webp')
          ? [640, 480, 40_000]
          : f.endsWith('-thumb.webp')
            ? [240, 180, 8_000]
            : [1200, 900, 100_000];
      expect([meta.format, meta.width, meta.height], f).toEqual(['webp', width, height]);
      expect(meta.size ?? readFileSync(seedDir + f).length, f).toBeLessThan(most);
    }
  });

  it('every seed car has its dimensions, and no two models of one body type share an outline', () => {
    const outlines = new Map<string, string>();
    for (const v of seedVehicles) {
      const d = modelDimensions[v.slug];
      expect(d, v.slug).toBeDefined();
      if (!d) continue;
      const outline = [v.bodyType, d.length, d.wheelbase, d.height, d.frontOverhang, d.roofFrontX, d.roofRearX].join(
        '/',
      );
      expect(outlines.get(outline), `${v.slug} and ${outlines.get(outline)}`).toBeUndefined();
      outlines.set(outline, v.slug);
    }
  });

  it("the renderer's profile is the car's real proportions", () => {
    // BMW 330e (G20): 4709 mm long, 2851 mm wheelbase, front axle 790 mm back, 225/45 R18 tyres.
    const bmw = profileOf(modelDimensions['bmw-330e-m-sport-2021']!);
    expect([bmw.length, bmw.frontAxle, bmw.rearAxle, bmw.wheelRadius, bmw.height]).toEqual([
      4.709, 0.79, 3.641, 0.33, 1.44,
    ]);
    // Porsche Taycan 4S, also a sedan: longer, lower, on 265/35 R21.
    const taycan = profileOf(modelDimensions['porsche-taycan-4s-2022']!);
    expect([taycan.length, taycan.rearAxle, taycan.height]).toEqual([4.963, 3.86, 1.379]);
    expect(tyreDiameter({ rimInches: 21, tyreWidth: 265, tyreAspect: 35 })).toBe(719);
    // The roof is at the car's height over the cabin, and the wheels sit under their arches.
    expect(bmw.roof(3.0)).toBeCloseTo(1.44, 1);
    expect(bmw.floor(bmw.frontAxle)).toBeCloseTo(2 * 0.33, 1);
    expect(bmw.floor((bmw.frontAxle + bmw.rearAxle) / 2)).toBeCloseTo(0.2, 2);
  });

  it('the placeholder says the photo is coming soon', () => {
    expect(read('public/placeholder.svg')).toBe(placeholderSvg());
    expect(read('public/placeholder.svg')).toContain('>Photo coming soon</text>');
    expect(existsSync(`${root}public/placeholder.svg`)).toBe(true);
  });
});
