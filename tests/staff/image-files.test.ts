import { describe, expect, it } from 'vitest';
import { buildImageName, fitWithin, isAllowedImage, roomFor } from '~/lib/staff/vehicle/image-files';

describe('isAllowedImage', () => {
  it.each([
    ['car.jpg', 'image/jpeg'],
    ['CAR.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
    ['a.avif', 'image/avif'],
  ])('accepts %s (%s)', (name, type) => expect(isAllowedImage({ name, type })).toBe(true));

  it.each([
    ['a.gif', 'image/gif'],
    ['a.svg', 'image/svg+xml'],
    ['a.heic', 'image/heic'],
    ['a.png', 'image/jpeg'],
    ['noext', 'image/png'],
    ['a.jpg', ''],
    ['a.pdf', 'application/pdf'],
  ])('refuses %s (%s): type and extension must both be allowed and agree', (name, type) =>
    expect(isAllowedImage({ name, type })).toBe(false),
  );
});

describe('buildImageName', () => {
  it('joins timestamp, index and extension', () => {
    expect(buildImageName(1763683200000, 2, 'webp')).toBe('1763683200000-2.webp');
  });
});

describe('fitWithin', () => {
  it('scales the long edge down to 2000 px keeping the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2000, height: 1500, scaled: true });
    expect(fitWithin({ width: 3000, height: 6000 })).toEqual({ width: 1000, height: 2000, scaled: true });
  });
  it('never upscales', () => {
    expect(fitWithin({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800, scaled: false });
    expect(fitWithin({ width: 2000, height: 10 })).toEqual({ width: 2000, height: 10, scaled: false });
  });
});

describe('roomFor', () => {
  it('allows a choice that reaches 15 and refuses one that would pass it', () => {
    expect(roomFor(12, 3)).toBe(3);
    expect(roomFor(12, 4)).toBeNull();
    expect(roomFor(0, 16)).toBeNull();
  });
});
