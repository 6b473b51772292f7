// The compact index with its decoder, on demand: ./inventory-index.ts is imported dynamically, so
// a page's bundle gets the decoder as its own chunk, loaded with the index only when a visitor
// searches, filters or pages.
import type { VehicleCard } from './card';
import type { BuildStamp } from './build-stamp';

export const loadInventoryIndex = (): Promise<{ cards: VehicleCard[]; stamp: BuildStamp }> =>
  import('./inventory-index').then((m) => m.fetchIndex());
