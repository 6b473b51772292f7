// What `npm run size` counts (scripts/bench/size.ts): the scripts a page loads before and after the
// first interaction, and page names in both languages.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_BUDGET_BYTES,
  FIRST_SCREEN_PAGES,
  firstScreenEnd,
  measurePage,
  pageMatches,
  pageScriptUrls,
} from '../../scripts/bench/size';

describe('npm run size', () => {
  const html = `<script type="module" src="/_astro/page.js"></script>
    <astro-island client="interaction" component-url="/_astro/Browser.js" renderer-url="/_astro/client.js"></astro-island>
    <astro-island client="load" component-url="/_astro/Tray.js" renderer-url="/_astro/client.js"></astro-island>
    <script type="application/json" id="inventory-later">[{"id":"a"}]</script>`;

  it('counts client:interaction islands only after the first interaction, and JSON data as no script', () => {
    expect(pageScriptUrls(html)).toEqual({
      urls: ['/_astro/page.js', '/_astro/Tray.js', '/_astro/client.js'],
      onInteraction: ['/_astro/Browser.js'],
      inline: [],
    });
    const files: Record<string, string> = {
      '/_astro/page.js': 'console.log(1)',
      '/_astro/Tray.js': 'import "./shared.js";',
      '/_astro/client.js': 'export{}',
      '/_astro/shared.js': 'x'.repeat(2000),
      '/_astro/Browser.js': `import "./shared.js"; ${'y'.repeat(5000)}`,
    };
    const size = measurePage('/inventory', html, (u) => files[u] ?? '');
    expect(size.bytes).toBeGreaterThan(0);
    // Browser.js adds its own bytes; shared.js, loaded already, is not counted twice.
    expect(size.afterBytes - size.bytes).toBeLessThan(200);
    expect(size.afterBytes).toBeGreaterThan(size.bytes);
    expect(size.files).toContain('/_astro/Browser.js');
  });

  it('matches a page name in both languages', () => {
    expect(pageMatches('/', '/ms')).toBe(true);
    expect(pageMatches('/vehicle/*', '/ms/vehicle/abc')).toBe(true);
    expect(pageMatches('/inventory', '/inventory/2')).toBe(false);
    expect(pageMatches('/inventory/*', '/inventory/2')).toBe(true);
  });

  it("measures the first screen's end: the gzipped HTML up to the marked element's end tag", () => {
    const head = '<!doctype html><html><head><title>é</title></head><body>';
    const fold = '<section data-fold><div><div>car</div></div></section>';
    const html = `${head}${fold}<p>${'later '.repeat(500)}</p></body></html>`;
    // 'é' is two bytes: 56 characters of head, 57 bytes; the section is 54.
    expect(firstScreenEnd(html)).toEqual({ htmlBytes: 111, gzipBytes: gzipSync(`${head}${fold}`).length });
    expect(firstScreenEnd(`${head}<main>no mark</main></body></html>`)).toBeNull();
  });

  it('holds the first screen of four pages to one round trip', () => {
    expect(FIRST_SCREEN_BUDGET_BYTES).toBe(14600);
    expect(FIRST_SCREEN_PAGES).toEqual(['/', '/inventory', '/vehicle/*', '/compare']);
  });
});
