// The staff workspace's reads and writes (docs/features.md, "Staff workspace"): the stock table in
// any sortable order, keyset paged like the cards (never every row at once); the Deleted view; bulk
// changes and price corrections through the database's own functions (one transaction each).
import { z } from '~/lib/zod';
import { VEHICLE_STATUSES, type VehicleStatus } from '~/lib/vehicle';
import type { AppSupabase } from '~/data/supabase';
import { ilikeContains, MAX_SEARCH_LENGTH, quoted } from './read';
import { restGet, type RestSource } from './postgrest';

export const STOCK_SORTS = ['stock_number', 'car', 'price', 'days', 'status', 'photos', 'updated_at'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
export interface StockOrder {
  by: StockSort;
  /** Ascending as the column reads: fewest days, lowest price, A to Z. */
  ascending: boolean;
}

/**
 * The database column each sort reads; days in stock ascend as created_at descends. Photos read
 * photo_count, which the database keeps as the number of the car's own photos (images without the
 * placeholder a car without photos shows), as an array's length is no index.
 * Each has an index on (column, id) over the rows not deleted (20261128221000_stock_table_sorts.sql).
 */
const SORT_COLUMN: Record<StockSort, { column: string; flip: boolean; nullable: boolean }> = {
  stock_number: { column: 'stock_number', flip: false, nullable: true },
  car: { column: 'make', flip: false, nullable: false },
  // A draft may have no price yet (vehicles_complete_unless_draft): such cars sort last.
  price: { column: 'price', flip: false, nullable: true },
  days: { column: 'created_at', flip: true, nullable: false },
  status: { column: 'status', flip: false, nullable: false },
  photos: { column: 'photo_count', flip: false, nullable: false },
  updated_at: { column: 'updated_at', flip: false, nullable: false },
};

/** A row as the database may hold it: a draft may lack its year and price (vehicles_complete_unless_draft). */
export const stockRowSchema = z.object({
  id: z.string(),
  stock_number: z.nullable(z.string()),
  make: z.string(),
  model: z.string(),
  year: z.nullable(z.number()),
  price: z.nullable(z.number()),
  status: z.enum(VEHICLE_STATUSES),
  images: z.array(z.string()),
  photo_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.nullable(z.string()),
});
export type StockRow = z.infer<typeof stockRowSchema>;
const SELECT = Object.keys(stockRowSchema.shape).join(',');

export interface StockCursor {
  value: string | number | null;
  id: string;
}

export interface StockQuery {
  order: StockOrder;
  search?: string;
  status?: VehicleStatus | null;
  after?: StockCursor | null;
  limit: number;
}

function keyset(column: string, asc: boolean, nullable: boolean, after: StockCursor): string {
  // Ties go by id in the sort's own direction, so one (column, id) index serves both directions.
  const id = `id.${asc ? 'gt' : 'lt'}.${after.id}`;
  // Nulls come last in both directions (nullslast below).
  if (after.value === null) return `and(${column}.is.null,${id})`;
  const v = quoted(String(after.value));
  const beyond = `${column}.${asc ? 'gt' : 'lt'}.${v}`;
  return `or(${beyond},and(${column}.eq.${v},${id})${nullable ? `,${column}.is.null` : ''})`;
}

export function stockParams(q: StockQuery): URLSearchParams {
  const sort = SORT_COLUMN[q.order.by];
  const asc = sort.flip ? !q.order.ascending : q.order.ascending;
  const dir = asc ? 'asc' : 'desc';
  const p = new URLSearchParams();
  p.set('select', SELECT);
  p.set('deleted_at', 'is.null');
  const and: string[] = [];
  if (q.after) and.push(keyset(sort.column, asc, sort.nullable, q.after));
  const term = q.search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (term) {
    const like = quoted(ilikeContains(term));
    and.push(`or(make.ilike.${like},model.ilike.${like},stock_number.ilike.${like})`);
  }
  if (q.status) and.push(`status.eq.${q.status}`);
  if (and.length) p.set('and', `(${and.join(',')})`);
  // A column that is never null takes the direction's own null order, the one its index reads.
  p.set('order', `${sort.column}.${dir}${sort.nullable ? '.nullslast' : ''},id.${dir}`);
  p.set('limit', String(q.limit));
  return p;
}

export async function readStockPage(
  src: RestSource,
  q: StockQuery,
): Promise<{ rows: StockRow[]; next: StockCursor | null }> {
  const { body } = await restGet(src, 'vehicles', stockParams(q));
  const rows = z.array(stockRowSchema).parse(body);
  const last = rows[rows.length - 1];
  const column = SORT_COLUMN[q.order.by].column as keyof StockRow;
  const value = last ? (last[column] as string | number | null) : null;
  return { rows, next: rows.length === q.limit && last ? { value, id: last.id } : null };
}

/** How long a deleted car can be restored before the nightly job removes it (the trash migration). */
export const TRASH_DAYS = 30;

/** Cars deleted in the last 30 days, most recently deleted first. */
export async function readDeleted(src: RestSource, now = Date.now()): Promise<StockRow[]> {
  const p = new URLSearchParams();
  p.set('select', SELECT);
  p.set('deleted_at', `gt.${new Date(now - TRASH_DAYS * 86_400_000).toISOString()}`);
  p.set('order', 'deleted_at.desc,id.asc');
  p.set('limit', '200');
  return z.array(stockRowSchema).parse((await restGet(src, 'vehicles', p)).body);
}

export type BulkAction =
  | { kind: 'status'; status: 'available' | 'reserved' | 'sold' }
  | { kind: 'publish' }
  | { kind: 'price_amount'; value: number }
  | { kind: 'price_percent'; value: number }
  | { kind: 'delete' };

/** The price a bulk price change gives a car (the database rounds the same way, to the ringgit). */
export function bulkPrice(price: number | null, action: BulkAction): number | null {
  // A draft without a price keeps none: the database's change leaves a null price null.
  if (price === null) return null;
  if (action.kind === 'price_amount') return Math.round(price + action.value);
  if (action.kind === 'price_percent') return Math.round(price * (1 + action.value / 100));
  return price;
}

/** One change to every selected car in one transaction; the number changed. */
export async function bulkUpdate(client: AppSupabase, ids: readonly string[], action: BulkAction): Promise<number> {
  const { data, error } = await client.rpc('bulk_update_vehicles', {
    p_ids: [...ids],
    p_action: action.kind,
    ...(action.kind === 'status' ? { p_status: action.status } : {}),
    ...(action.kind === 'price_amount' || action.kind === 'price_percent' ? { p_value: action.value } : {}),
  });
  if (error) throw new Error(error.message);
  return z.number().parse(data);
}

/** Replaces a price set in the last 24 hours without announcing a cut; the car's new version. */
export async function correctPrice(client: AppSupabase, id: string, price: number): Promise<string> {
  const { data, error } = await client.rpc('correct_vehicle_price', { p_id: id, p_price: price });
  if (error) throw new Error(error.message);
  return z.string().parse(data);
}

/** The price rules of one car now, as the database applies them (vehicle_price_rules). */
export interface PriceRules {
  /** Until when 'Correct a mistake' is accepted: 24 hours after the price was last set or the car listed. */
  correctableUntil: string;
  /** The lowest whole-ringgit price a sales account may set now (the owner's limit over 24 hours). */
  salesLowest: number;
}

const priceRulesSchema = z.array(z.object({ correctable_until: z.string(), sales_lowest: z.number() }));

/** The car's price rules; null for a car without a price (a draft not yet priced). */
export async function readPriceRules(client: AppSupabase, id: string): Promise<PriceRules | null> {
  const { data, error } = await client.rpc('vehicle_price_rules', { p_id: id });
  if (error) throw new Error(error.message);
  const [row] = priceRulesSchema.parse(data);
  return row ? { correctableUntil: row.correctable_until, salesLowest: row.sales_lowest } : null;
}
