// The one paged reader: keyset pagination over PostgREST in the one order, only the columns a use
// asks for, every row validated; and reads of given vehicles by id.
import { z } from '~/lib/zod';
import type { VehicleStatus } from '~/lib/vehicle';
import { COLUMNS, ROW_SCHEMAS, type ColumnSet } from './columns';
import { ORDER } from './order';
import { restGet, type RestSource } from './postgrest';
import { vehicleRowSchema, type VehicleRow } from './vehicle-row';

export interface Cursor {
  createdAt: string;
  id: string;
}

export interface PageQuery<C extends ColumnSet> {
  columns: C;
  /** Rows per page (PostgREST caps a page at 1,000 on hosted projects). */
  limit: number;
  /** Continue after this row (keyset pagination); the first page when absent. */
  after?: Cursor | null;
  /** Case-insensitive substring of make, model or stock number (the staff search). */
  search?: string;
  /** Only vehicles of this status (the staff list's filter). */
  status?: VehicleStatus;
  /** Only rows changed after this timestamp (the live delta). */
  updatedAfter?: string;
  /** Ask for the total number of matching rows with the first page. */
  count?: boolean;
  /** Only vehicles not sold (what /inventory lists by default). */
  unsold?: boolean;
}

export interface Page<C extends ColumnSet> {
  rows: z.infer<(typeof ROW_SCHEMAS)[C]>[];
  /** Where the next page starts, null at the end. */
  next: Cursor | null;
  total: number | null;
}

/** A value inside PostgREST's or=(…) grammar, quoted so commas, dots and parentheses stay data. */
export const quoted = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** ilike pattern for a literal substring: the user's %, _ and \ match themselves. */
export const ilikeContains = (s: string): string => `*${s.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;

export const MAX_SEARCH_LENGTH = 80;

export function pageParams(q: PageQuery<ColumnSet>): URLSearchParams {
  const p = new URLSearchParams();
  p.set('select', COLUMNS[q.columns].join(','));
  p.set('deleted_at', 'is.null');
  if (q.updatedAfter) p.set('updated_at', `gt.${q.updatedAfter}`);
  if (q.unsold) p.set('status', 'neq.sold');
  const and: string[] = [];
  if (q.after) {
    and.push(
      `or(created_at.lt.${quoted(q.after.createdAt)},and(created_at.eq.${quoted(q.after.createdAt)},id.gt.${q.after.id}))`,
    );
  }
  const term = q.search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (term) {
    const like = quoted(ilikeContains(term));
    and.push(`or(make.ilike.${like},model.ilike.${like},stock_number.ilike.${like})`);
  }
  if (q.status) and.push(`status.eq.${q.status}`);
  if (and.length) p.set('and', `(${and.join(',')})`);
  p.set('order', ORDER);
  p.set('limit', String(q.limit));
  return p;
}

/** One page of live (non-deleted) vehicles in the one order, only the columns asked for. */
export async function readPage<C extends ColumnSet>(src: RestSource, q: PageQuery<C>): Promise<Page<C>> {
  const { body, total } = await restGet(src, 'vehicles', pageParams(q), q.count);
  return pageOf(q, body, total);
}

/** The page PostgREST answered to `vehicles?${pageParams(q)}`, checked. */
export function pageOf<C extends ColumnSet>(q: PageQuery<C>, body: unknown, total: number | null): Page<C> {
  const rows = z.array(ROW_SCHEMAS[q.columns]).parse(body) as Page<C>['rows'];
  const last = rows[rows.length - 1];
  return { rows, next: rows.length === q.limit && last ? { createdAt: last.created_at, id: last.id } : null, total };
}

/** Every matching row, page after page. */
export async function readAll<C extends ColumnSet>(
  src: RestSource,
  q: Omit<PageQuery<C>, 'after' | 'count'>,
): Promise<Page<C>['rows']> {
  const out: Page<C>['rows'] = [];
  for (let after: Cursor | null = null; ;) {
    const page: Page<C> = await readPage(src, { ...q, after });
    out.push(...page.rows);
    if (!page.next) return out;
    after = page.next;
  }
}

/** Live vehicles with their page columns, in the order of `ids` (missing ones left out). Ids must be UUIDs. */
export async function fetchVehicles(src: RestSource, ids: readonly string[]): Promise<VehicleRow[]> {
  if (ids.length === 0) return [];
  const p = pageParams({ columns: 'page', limit: ids.length });
  p.set('id', `in.(${ids.join(',')})`);
  const rows = z.array(vehicleRowSchema).parse((await restGet(src, 'vehicles', p)).body);
  return ids.flatMap((id) => rows.filter((r) => r.id === id));
}

/** One live vehicle with its page columns, or null. */
export async function fetchVehicle(src: RestSource, id: string): Promise<VehicleRow | null> {
  const p = pageParams({ columns: 'page', limit: 1 });
  p.set('id', `eq.${id}`);
  return z.array(vehicleRowSchema).parse((await restGet(src, 'vehicles', p)).body)[0] ?? null;
}
