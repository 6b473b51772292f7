import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageSources } from '~/lib/photos/image-sizes';
import { mainPhotoSources } from '~/features/vehicle/main-photo';
import { cardImageSrc, thumbImageSrc } from '~/lib/photos/seed-pictures';

describe('seed picture copies', () => {
  it("gives a seed picture's card copy for cards and its thumbnail copy for thumbnails", () => {
    expect(cardImageSrc('/seed/bmw-330e-m-sport-2021-front.webp')).toBe('/seed/bmw-330e-m-sport-2021-front-card.webp');
    expect(thumbImageSrc('/seed/bmw-330e-m-sport-2021-front.webp')).toBe('/seed/bmw-330e-m-sport-2021-front-thumb.webp');
  });

  it('leaves every other picture as it is', () => {
    for (const src of [
      '/seed/bmw-330e-m-sport-2021-front-card.webp',
      '/seed/bmw-330e-m-sport-2021-front-thumb.webp',
      '/placeholder.svg',
      '/seed/old-side.svg',
      'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/a/front.webp',
      '/seed/nested/x.webp',
    ]) {
      expect(cardImageSrc(src), src).toBe(src);
      expect(thumbImageSrc(src), src).toBe(src);
    }
  });

  it("offers a seed picture's 800 px copy beside it for the vehicle page's main photo, and it is there", () => {
    expect(mainPhotoSources('/seed/bmw-330e-m-sport-2021-front.webp')).toEqual({
      srcset: '/seed/bmw-330e-m-sport-2021-front-main.webp 800w, /seed/bmw-330e-m-sport-2021-front.webp 1200w',
      sizes: '(min-width: 1280px) 740px, (min-width: 1024px) 60vw, 100vw',
    });
    expect(existsSync('public/seed/bmw-330e-m-sport-2021-front-main.webp')).toBe(true);
    expect(imageSources('/seed/bmw-330e-m-sport-2021-front.webp', 'card')).toEqual({ srcset: null, sizes: null });
    expect(mainPhotoSources('/placeholder.svg')).toEqual({ srcset: null, sizes: null });
    expect(imageSources('/seed/bmw-330e-m-sport-2021-front.webp', 'main')).toEqual({ srcset: null, sizes: null });
  });
});
