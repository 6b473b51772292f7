// Inventory filtering (SPEC.md §2 /inventory, §5): text search plus make, price band and year.
import { z } from 'zod';
import { inPriceBand } from './price-bands';

export const filtersSchema = z.object({
  q: z.string(),
  make: z.string().describe("'' means All Makes"),
  price: z.string().describe("a price-band id, '' means all prices"),
  year: z.string().describe("'' means All Years"),
});
export type Filters = z.infer<typeof filtersSchema>;

export const EMPTY_FILTERS: Filters = { q: '', make: '', price: '', year: '' };

export const SPEC_MAKES = ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Porsche', 'Jaguar'] as const;
export const SPEC_YEARS = [2023, 2022, 2021, 2020] as const;

/** The fields filtering needs; both full vehicles and index cards satisfy it. */
export interface Filterable {
  make: string;
  model: string;
  year: number;
  price: number;
}

export function matchesFilters(v: Filterable, f: Filters): boolean {
  const q = f.q.trim().toLowerCase();
  if (q && !v.make.toLowerCase().includes(q) && !v.model.toLowerCase().includes(q)) return false;
  if (f.make && v.make !== f.make) return false;
  if (f.price && !inPriceBand(v.price, f.price)) return false;
  if (f.year && String(v.year) !== f.year) return false;
  return true;
}

export function filterVehicles<T extends Filterable>(list: readonly T[], f: Filters): T[] {
  return list.filter((v) => matchesFilters(v, f));
}

export const isFiltered = (f: Filters): boolean => Boolean(f.q.trim() || f.make || f.price || f.year);

/** SPEC.md's makes, then any other make present in the data (DECISIONS.md), alphabetically. */
export function makeOptions(list: readonly Pick<Filterable, 'make'>[]): string[] {
  const extra = [...new Set(list.map((v) => v.make))].filter((m) => !(SPEC_MAKES as readonly string[]).includes(m));
  return [...SPEC_MAKES, ...extra.sort((a, b) => a.localeCompare(b))];
}

/** SPEC.md's years plus any year present in the data, newest first. */
export function yearOptions(list: readonly Pick<Filterable, 'year'>[]): number[] {
  return [...new Set<number>([...SPEC_YEARS, ...list.map((v) => v.year)])].sort((a, b) => b - a);
}
