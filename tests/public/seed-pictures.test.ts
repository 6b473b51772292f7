import { describe, expect, it } from 'vitest';
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
});
