// What `npm run size` counts (scripts/bench/size.ts): the scripts a page loads before and after the
// first interaction, and page names in both languages.
import { describe, expect, it } from 'vitest';
import { measurePage, pageMatches, pageScriptUrls } from '../../scripts/bench/size';

describe('npm run size', () => {
  const html = `<script type="module" src="/_astro/page.js"></script>
    <astro-island client="interaction" component-url="/_astro/Browser.js" renderer-url="/_astro/client.js"></astro-island>
    <astro-island client="load" component-url="/_astro/Tray.js" renderer-url="/_astro/client.js"></astro-island>`;

  it('counts client:interaction islands only after the first interaction', () => {
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
});
