// Where things are laid out: an element's box, and whether one box lies inside another.
import type { Locator } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

export const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

/** `inner` lies wholly inside `outer` (half a pixel of rounding allowed). */
export const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;
