// Issue 31: without Storage image transformations (PUBLIC_IMAGE_TRANSFORMATION=off) the srcset of a
// Storage photo names its sized copies (sized/<width>/<path> in the same bucket), never /render/.
import { describe, expect, it } from 'vitest';
import { imageSources } from '~/lib/image-sizes';
import { isSizedCopy, sizedCopyPath } from '~/lib/sized-copies';

const STORED = 'https://abc.supabase.co/storage/v1/object/public/vehicle-images/5eed/front.jpg';
const copy = (w: number): string =>
  `https://abc.supabase.co/storage/v1/object/public/vehicle-images/sized/${w}/5eed/front.jpg ${w}w`;

describe('imageSources with sized copies', () => {
  it('offers the 400, 800, 1200 and 1600 px copies with the slot’s sizes', () => {
    expect(imageSources(STORED, 'card', 'copies')).toEqual({
      srcset: [400, 800, 1200, 1600].map(copy).join(', '),
      sizes: '(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw',
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

  it('names copies under sized/<width>/ and knows them apart from photos', () => {
    expect(sizedCopyPath('1732600000000-0.jpg', 800)).toBe('sized/800/1732600000000-0.jpg');
    expect(isSizedCopy('sized/800/1732600000000-0.jpg')).toBe(true);
    expect(isSizedCopy('1732600000000-0.jpg')).toBe(false);
  });

  it('keeps the render endpoint by default (transformations on)', () => {
    expect(imageSources(STORED, 'thumb').srcset).toContain('/storage/v1/render/image/public/vehicle-images/5eed/front.jpg?width=120');
  });
});
