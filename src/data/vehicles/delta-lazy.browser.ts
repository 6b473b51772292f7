// The inventory island's way to the delta: its readers (delta.ts) load with the first request for
// one, not with the island (the island's JavaScript budget, docs/benchmarks.md).
import type { InventoryDelta } from './delta';
import type { RestSource } from './rest';
import type { BuildStamp } from './stamp';

export const fetchInventoryDeltaLazily = (src: RestSource, stamp: BuildStamp): Promise<InventoryDelta | null> =>
  import('./delta').then((m) => m.fetchInventoryDelta(src, stamp));
