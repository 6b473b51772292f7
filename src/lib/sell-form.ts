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

/** 2024 down to 2000: 25 choices. */
export const sellYears = (): number[] =>
  Array.from({ length: limits.sellYearCount }, (_, i) => limits.sellYearFrom - i);

/** The fields still empty, in the form's order: what the hint under 'Sell Now' names. */
export const missingDraftFields = (d: SellDraft): (keyof SellDraft)[] =>
  (Object.keys(EMPTY_DRAFT) as (keyof SellDraft)[]).filter((key) => d[key].trim().length === 0);
