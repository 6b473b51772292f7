// Photos at the size they are shown (image-sizes.ts), what `npm run size` counts before and after
// the first interaction, and which cars /compare keeps when some are no longer listed.
import { describe, expect, it } from 'vitest';
import { imageSources } from '~/lib/image-sizes';
import { idsFromQuery } from '~/lib/compare';
import { comparedCars } from '~/features/saved/compare-page';
import { measurePage, pageMatches, pageScriptUrls } from '../../scripts/bench/size';
import { m3, x5, gle } from '../support/public-fixtures';

const STORED = 'https://abc.supabase.co/storage/v1/object/public/vehicle-images/5eed/front.jpg';

describe('imageSources', () => {
  it('offers a Storage photo in the card widths through the render endpoint', () => {
    expect(imageSources(STORED, 'card')).toEqual({
      srcset: [320, 480, 640, 800, 1024]
        .map(
          (w) =>
            `https://abc.supabase.co/storage/v1/render/image/public/vehicle-images/5eed/front.jpg?width=${w}&quality=70 ${w}w`,
        )
        .join(', '),
      sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
    });
    expect(imageSources(STORED, 'thumb').sizes).toBe('100px');
  });

  it('leaves the seed SVGs, the placeholder and other hosts as they are', () => {
    for (const url of ['/seed/bmw-330e-1.svg', '/placeholder-car.svg', 'https://example.com/car.jpg'])
      expect(imageSources(url, 'full')).toEqual({ srcset: null, sizes: null });
  });
});

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

describe('/compare with cars no longer listed', () => {
  it('keeps the listed cars in the address order, at most 3, and names the others gone', () => {
    const asked = ['gone-1', x5.id, 'gone-2', m3.id, gle.id];
    expect(comparedCars(asked, [gle, m3, x5])).toEqual({
      cars: [x5, m3, gle],
      full: false,
      gone: ['gone-1', 'gone-2'],
    });
    expect(comparedCars(['gone-1', 'gone-2', 'gone-3'], [])).toEqual({
      cars: [],
      full: false,
      gone: ['gone-1', 'gone-2', 'gone-3'],
    });
  });

  it('reads more ids than fit from the address, so gone cars make way for later ones', () => {
    const ids = Array.from({ length: 5 }, (_, i) => `5eed0000-0000-4000-8000-00000000000${i + 1}`);
    expect(idsFromQuery(`?ids=${ids.join(',')}`, 12)).toEqual({ ids, dropped: false, given: true });
  });
});
