// The sell-your-car draft (docs/product.md §3, §5): never submitted; 'Sell Now' needs all five fields.
import { z } from '~/lib/zod';
import { limits } from '../config/constants';

/** The four conditions a seller chooses from; their words are the dictionaries' `sell.{value}` and `sell.{value}Text`. */
export const SELL_CONDITIONS = ['excellent', 'very-good', 'good', 'fair'] as const;
export type SellCondition = (typeof SELL_CONDITIONS)[number];

export const sellDraftSchema = z.object({
  make: z.string(),
  model: z.string(),
  year: z.string(),
  /** Free text, no further check (docs/product.md §5). */
  mileage: z.string(),
  condition: z.string(),
});
export type SellDraft = z.infer<typeof sellDraftSchema>;

export const EMPTY_DRAFT: SellDraft = { make: '', model: '', year: '', mileage: '', condition: '' };

/** The oldest year offered: 2000 (docs/product.md §9: 2024 down to 2000, 25 values). */
const OLDEST_SELL_YEAR = limits.sellYearFrom - limits.sellYearCount + 1;

/**
 * The years offered, newest first, down to 2000: by default 2024 to 2000 (the demo's 25, as
 * docs/product.md fixes them); the live site passes the build's year (sellYearOf), so a car of this
 * year can be offered without a code change.
 */
export function sellYears(newest: number = limits.sellYearFrom): number[] {
  const from = Math.max(newest, limits.sellYearFrom);
  return Array.from({ length: from - OLDEST_SELL_YEAR + 1 }, (_, i) => from - i);
}

/** The year in Malaysia (UTC+8 all year) at an instant: the live sell form's newest year, at build time. */
export const sellYearOf = (now: Date): number => new Date(now.getTime() + 8 * 60 * 60 * 1000).getUTCFullYear();

/** The fields still empty, in the form's order: what the hint under 'Sell Now' names. */
export const missingDraftFields = (d: SellDraft): (keyof SellDraft)[] =>
  (Object.keys(EMPTY_DRAFT) as (keyof SellDraft)[]).filter((key) => d[key].trim().length === 0);
