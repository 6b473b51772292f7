// The committed seed (supabase/seed.sql, public/seed/*.svg, public/placeholder.svg) matches its
// generators in scripts/seed and stays light and self-contained. No server needed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../scripts/seed/generate-images.ts';
import { seedSql } from '../../scripts/seed/generate-seed-sql.ts';
import { seedVehicles } from '../../scripts/seed/inventory.ts';
import { placeholderSvg } from '../../scripts/seed/svg/placeholder.ts';
import { imageUrl } from '../../scripts/seed/types.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(root + path, 'utf8');

describe('seed files', () => {
  it('supabase/seed.sql is what the generator writes from inventory.ts', () => {
    expect(read('supabase/seed.sql')).toBe(seedSql(seedVehicles));
  });

  it('every photo the seed names exists in public/ and is the generator output', () => {
    for (const v of seedVehicles) {
      for (const view of v.views) {
        const url = imageUrl(v, view);
        expect(existsSync(`${root}public${url}`), url).toBe(true);
        expect(read(`public${url}`), url).toBe(renderView(v, view));
      }
    }
    const named = new Set(seedVehicles.flatMap((v) => v.views.map((view) => imageUrl(v, view).slice('/seed/'.length))));
    expect(new Set(readdirSync(`${root}public/seed`))).toEqual(named);
  });

  it('each SVG is under 8 KB, sized 1600x1000, and loads nothing from elsewhere', () => {
    const files = [...readdirSync(`${root}public/seed`).map((f) => `public/seed/${f}`), 'public/placeholder.svg'];
    for (const file of files) {
      const svg = read(file);
      expect(Buffer.byteLength(svg), file).toBeLessThan(8 * 1024);
      expect(svg, file).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="1000" viewBox="0 0 1600 1000"/,
      );
      expect(svg.replace('http://www.w3.org/2000/svg', ''), file).not.toMatch(
        /https?:|<script|<image|@import|url\((?!#)/i,
      );
    }
  });

  it('the placeholder says the photo is coming soon', () => {
    expect(read('public/placeholder.svg')).toBe(placeholderSvg());
    expect(read('public/placeholder.svg')).toContain('>Photo coming soon</text>');
  });
});
