// Static inventory pages: 24 cards each (/inventory, /inventory/2, ...), so crawlers and no-JS
// visitors reach every vehicle.
import { limits } from '../config/constants';

export const pageCountFor = (n: number, size: number = limits.pageSize): number => Math.max(1, Math.ceil(n / size));

/** Items of 1-based page `page`. */
export const pageSlice = <T>(list: readonly T[], page: number, size: number = limits.pageSize): T[] =>
  list.slice((page - 1) * size, page * size);
