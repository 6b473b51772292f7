// The landing's hero and 'Latest arrivals' show only cars with a photo of their own.
import { describe, expect, it } from 'vitest';
import { showcaseCards } from '~/data/vehicles';

describe('showcaseCards', () => {
  it('leaves out cars whose only image is the placeholder or none, keeping the order', () => {
    const cards = [
      { id: 'a', image: '/placeholder.svg' },
      { id: 'b', image: null },
      { id: 'c', image: '/seed/c.webp' },
      { id: 'd', image: 'http://127.0.0.1:54321/storage/v1/object/public/vehicle-images/d.webp' },
    ];
    expect(showcaseCards(cards).map((c) => c.id)).toEqual(['c', 'd']);
  });
});
