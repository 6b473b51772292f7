// The dealer's desk (docs/features.md "The dealer's desk"): the answers of desk_tiles, desk_charts
// and desk_cars (supabase/migrations/20261128160020_dealer_desk.sql) checked at the boundary, and
// what the page does with them without a database: the chart tables' rows, their CSV, and the
// sortable table's order.
import { z } from '~/lib/zod';
import type { ReplyWeek } from './reply-weeks';

const count = z.number();
export const deskTilesSchema = z.object({
  today: z.string(),
  forSale: count,
  stockValue: z.number(),
  averageDaysInStock: z.number(),
  over60Percent: z.number(),
  soldLast30Days: count,
  averageDaysToSell: z.nullable(z.number()),
  newLeadsThisWeek: count,
  viewsThisWeek: count,
});
export type DeskTiles = z.infer<typeof deskTilesSchema>;

export const deskWeekSchema = z.object({
  weekEnd: z.string(),
  age0to30: count,
  age31to60: count,
  age61to90: count,
  ageOver90: count,
  views: count,
  leads: count,
});
export type DeskWeek = z.infer<typeof deskWeekSchema>;
export const deskDotSchema = z.object({ id: z.string(), name: z.string(), days: count, price: z.number() });
export type DeskDot = z.infer<typeof deskDotSchema>;
export const deskChartsSchema = z.object({ weeks: z.array(deskWeekSchema), priceAgainstDays: z.array(deskDotSchema) });
export type DeskCharts = z.infer<typeof deskChartsSchema>;

export const deskCarSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number(),
  stockNumber: z.nullable(z.string()),
  status: z.string(),
  price: z.number(),
  days: count,
  views7: count,
  views30: count,
  leads: count,
  priceChanges: count,
  lastPriceChange: z.nullable(z.string()),
});
export type DeskCar = z.infer<typeof deskCarSchema>;
export const ATTENTION_REASONS = ['ageing', 'no-leads', 'old-draft'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];
export const deskAttentionSchema = z.object({
  reason: z.enum(ATTENTION_REASONS),
  id: z.string(),
  name: z.string(),
  days: count,
  lastPriceChange: z.optional(z.nullable(z.string())),
  views14: z.optional(count),
});
export type DeskAttention = z.infer<typeof deskAttentionSchema>;
export const deskCarsSchema = z.object({ cars: z.array(deskCarSchema), attention: z.array(deskAttentionSchema) });
export type DeskCarsAnswer = z.infer<typeof deskCarsSchema>;

/** A chart's numbers: the header and one row per point, as its table shows and its CSV holds. */
export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export const stockAgeTable = (weeks: readonly DeskWeek[], columns: string[]): ChartTable => ({
  columns,
  rows: weeks.map((w) => [w.weekEnd, w.age0to30, w.age31to60, w.age61to90, w.ageOver90]),
});
export const viewsLeadsTable = (weeks: readonly DeskWeek[], columns: string[]): ChartTable => ({
  columns,
  rows: weeks.map((w) => [w.weekEnd, w.views, w.leads]),
});
/** The first replies per week (the lead clock's figures): the median and the share within each target. */
export const repliesTable = (weeks: readonly ReplyWeek[], columns: string[]): ChartTable => ({
  columns,
  rows: weeks.map((w) => [w.weekEnd, w.answered, w.medianMinutes ?? '', w.withinFirstPercent, w.withinSecondPercent]),
});
export const priceDaysTable = (dots: readonly DeskDot[], columns: string[]): ChartTable => ({
  columns,
  rows: dots.map((d) => [d.name, d.days, d.price]),
});

export const SORT_KEYS = ['name', 'days', 'views7', 'views30', 'leads', 'priceChanges', 'lastPriceChange'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface Sort {
  key: SortKey;
  descending: boolean;
}

const carName = (c: DeskCar): string => `${c.year} ${c.make} ${c.model}`;
const sortValue = (c: DeskCar, key: SortKey): string | number =>
  key === 'name' ? carName(c).toLowerCase() : key === 'lastPriceChange' ? (c.lastPriceChange ?? '') : c[key];

/** The table's rows in the chosen order; ties keep the order the database gave (oldest stock first). */
export function sortCars(cars: readonly DeskCar[], sort: Sort): DeskCar[] {
  const dir = sort.descending ? -1 : 1;
  return cars
    .map((c, i) => ({ c, i }))
    .sort((a, b) => {
      const x = sortValue(a.c, sort.key);
      const y = sortValue(b.c, sort.key);
      return (x < y ? -dir : x > y ? dir : 0) || a.i - b.i;
    })
    .map(({ c }) => c);
}
