// Photos at the size they are shown (src/lib/photos/image-sizes.ts): through the render endpoint, and
// without Storage image transformations (PUBLIC_IMAGE_TRANSFORMATION=off) from the
// photo's sized copies (sized/<width>/<path> in the same bucket), never /render/.
import { describe, expect, it } from 'vitest';
import { imageSources } from '~/lib/photos/image-sizes';

const STORED = 'https://abc.supabase.co/storage/v1/object/public/vehicle-images/5eed/front.jpg';
const copy = (w: number): string =>
  `https://abc.supabase.co/storage/v1/object/public/vehicle-images/sized/${w}/5eed/front.jpg ${w}w`;

describe('imageSources', () => {
  it('offers a Storage photo in the card widths through the render endpoint', () => {
    expect(imageSources(STORED, 'card')).toEqual({
      srcset: [480, 640, 720, 800, 1024]
        .map(
          (w) =>
            `https://abc.supabase.co/storage/v1/render/image/public/vehicle-images/5eed/front.jpg?width=${w}&quality=70 ${w}w`,
        )
        .join(', '),
      sizes: '(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)',
    });
    expect(imageSources(STORED, 'thumb').sizes).toBe('100px');
  });

  it('leaves the seed SVGs, the placeholder and other hosts as they are', () => {
    for (const url of ['/seed/bmw-330e-1.svg', '/placeholder-car.svg', 'https://example.com/car.jpg'])
      expect(imageSources(url, 'full')).toEqual({ srcset: null, sizes: null });
  });
});

describe('imageSources with sized copies', () => {
  it('offers the 400, 800, 1200 and 1600 px copies with the slot’s sizes', () => {
    expect(imageSources(STORED, 'card', 'copies')).toEqual({
      srcset: [400, 800, 1200, 1600].map(copy).join(', '),
      sizes: '(min-width: 1024px) 384px, (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)',
    });
    expect(imageSources(STORED, 'full', 'copies')).toEqual({
      srcset: [400, 800, 1200, 1600].map(copy).join(', '),
      sizes: '100vw',
    });
  });

  it('leaves the seed SVGs, the placeholder and other hosts as they are', () => {
    for (const url of ['/seed/bmw-330e-1.svg', '/placeholder-car.svg', 'https://example.com/car.jpg'])
      expect(imageSources(url, 'card', 'copies')).toEqual({ srcset: null, sizes: null });
  });

  it('keeps the render endpoint by default (transformations on)', () => {
    expect(imageSources(STORED, 'thumb').srcset).toContain('/storage/v1/render/image/public/vehicle-images/5eed/front.jpg?width=120');
  });
});
