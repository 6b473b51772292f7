// The inventory island's way to the delta: its readers (inventory-delta.ts) load with the first
// request for one, not with the island (the island's JavaScript budget, docs/benchmarks.md).
import type { InventoryDelta } from './inventory-delta';
import type { RestSource } from './postgrest';
import type { BuildStamp } from './build-stamp';

export const fetchInventoryDeltaLazily = (src: RestSource, stamp: BuildStamp): Promise<InventoryDelta | null> =>
  import('./inventory-delta').then((m) => m.fetchInventoryDelta(src, stamp));
