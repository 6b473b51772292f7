import { describe, expect, it } from 'vitest';

// A minimal localStorage and window for Node (the stores read storage when first watched).
const stored = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
  },
  window: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const { $favourites, removeFavourite, toggleFavourite } =
  await import('../../src/components/vehicle-card/favourites-store');
const { $compare, setCompare, toggleCompare } = await import('../../src/components/vehicle-card/compare-store');

describe('$favourites and $compare: id lists kept in localStorage', () => {
  it('reads the stored favourites when first watched, and writes every toggle back', () => {
    stored.set('mewah-motors:favourites', '["a","b","a",7]');
    const stop = $favourites.listen(() => undefined);
    expect($favourites.get()).toEqual(['a', 'b']);
    toggleFavourite('c');
    toggleFavourite('a');
    expect($favourites.get()).toEqual(['b', 'c']);
    expect(stored.get('mewah-motors:favourites')).toBe('["b","c"]');
    removeFavourite('b');
    expect(stored.get('mewah-motors:favourites')).toBe('["c"]');
    stop();
  });

  it('compares at most three cars: a fourth is refused and nothing changes', () => {
    expect(toggleCompare('x')).toBe('added');
    expect(toggleCompare('y')).toBe('added');
    expect(toggleCompare('z')).toBe('added');
    expect(toggleCompare('w')).toBe('full');
    expect($compare.get()).toEqual(['x', 'y', 'z']);
    expect(toggleCompare('y')).toBe('removed');
    expect(stored.get('mewah-motors:compare')).toBe('["x","z"]');
    setCompare(['p', 'p', 'q', 'r', 's']);
    expect(stored.get('mewah-motors:compare')).toBe('["p","q","r"]');
  });
});
