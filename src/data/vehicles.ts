// The one vehicle data module: which columns each use reads, the one order, the card projection,
// the one paged reader (keyset pagination over PostgREST) and the delta readers. The content
// loader, the visitors' live reads and the staff repository all read through here.
import { z } from '~/lib/zod';
import { limits } from '../config/constants';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  ORIGINS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  vehicleRowSchema,
  type Vehicle,
  type VehicleRow,
} from '../lib/vehicle';

export { vehicleRowSchema, type VehicleRow };

/** What every use reads first: who the car is and what the filters compare. */
const BASE_COLUMNS = [
  'id',
  'make',
  'model',
  'year',
  'price',
  'mileage',
  'fuel_type',
  'transmission',
  'condition',
  'body_type',
] as const;
/** What every use reads last: the status and the two timestamps (the one order, the deltas). */
const STAMP_COLUMNS = ['status', 'created_at', 'updated_at'] as const;

/** Columns per use. `page` is everything a vehicle page or the staff form shows. */
export const COLUMNS = {
  page: [
    ...BASE_COLUMNS,
    'color',
    'features',
    'images',
    'vehicle_details',
    'origin',
    'registration_year',
    'previous_owners',
    'warranty_months',
    'engine_capacity_cc',
    ...STAMP_COLUMNS,
  ],
  card: [...BASE_COLUMNS, 'images', 'features', 'origin', ...STAMP_COLUMNS],
} as const satisfies Record<string, readonly (keyof VehicleRow)[]>;
export type ColumnSet = keyof typeof COLUMNS;

export const cardRowSchema = z.pick(vehicleRowSchema, {
  id: true,
  make: true,
  model: true,
  year: true,
  price: true,
  mileage: true,
  fuel_type: true,
  transmission: true,
  condition: true,
  body_type: true,
  images: true,
  features: true,
  origin: true,
  status: true,
  created_at: true,
  updated_at: true,
});
export type CardRow = z.infer<typeof cardRowSchema>;
const ROW_SCHEMAS = { page: vehicleRowSchema, card: cardRowSchema } as const;

/** What an inventory card, the index and "similar vehicles" need. */
export const vehicleCardSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.int(),
  price: z.number(),
  mileage: z.int(),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  condition: z.enum(CONDITIONS),
  bodyType: z.enum(BODY_TYPES),
  /** Local / Recond, null when not stated. */
  origin: z.nullable(z.enum(ORIGINS)),
  status: z.enum(VEHICLE_STATUSES),
  /** First image, null when the vehicle has none. */
  image: z.nullable(z.string()),
  /** The first features shown on the card. */
  features: z.array(z.string()),
  /** Total number of features, for "+N more". */
  featureCount: z.int(),
  /** Places the card in the one order. */
  createdAt: z.string(),
});
export type VehicleCard = z.infer<typeof vehicleCardSchema>;

type CardSource = Pick<
  Vehicle,
  | 'id'
  | 'make'
  | 'model'
  | 'year'
  | 'price'
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'condition'
  | 'bodyType'
  | 'origin'
  | 'status'
  | 'images'
  | 'features'
  | 'createdAt'
>;

/** The card projection, from a whole vehicle or from a card row's camelCase form. */
export function toCard(v: CardSource): VehicleCard {
  return {
    id: v.id,
    make: v.make,
    model: v.model,
    year: v.year,
    price: v.price,
    mileage: v.mileage,
    fuelType: v.fuelType,
    transmission: v.transmission,
    condition: v.condition,
    bodyType: v.bodyType,
    origin: v.origin,
    status: v.status,
    image: v.images[0] ?? null,
    features: v.features.slice(0, limits.cardFeatureCount),
    featureCount: v.features.length,
    createdAt: v.createdAt,
  };
}

export const cardFromRow = (r: CardRow): VehicleCard =>
  toCard({
    id: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    price: r.price,
    mileage: r.mileage,
    fuelType: r.fuel_type,
    transmission: r.transmission,
    condition: r.condition,
    bodyType: r.body_type,
    origin: r.origin,
    status: r.status,
    images: r.images,
    features: r.features,
    createdAt: r.created_at,
  });

// ---- The one order: newest listed first, ties by id ------------------------------------------

/** PostgREST's spelling of the order. */
export const ORDER = 'created_at.desc,id.asc';

/**
 * Microseconds since the epoch of a Postgres/ISO timestamp, exact (a double holds them exactly),
 * so two rows created in the same millisecond compare as Postgres compares them.
 */
export function timeKey(ts: string): number {
  const m = /^(.*?T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(ts.trim().replace(' ', 'T'));
  if (!m) return Date.parse(ts) * 1000;
  const zone = m[3] ?? 'Z';
  const seconds = Date.parse(`${m[1]}${zone.length === 3 ? `${zone}:00` : zone}`);
  const micros = Number(((m[2] ?? '') + '000000').slice(0, 6));
  return seconds * 1000 + micros;
}

export interface Ordered {
  id: string;
  createdAt: string;
}

/** The one order as a comparator; uuid text compares as Postgres compares uuids (bytes). */
export function compareNewestFirst(a: Ordered, b: Ordered): number {
  return timeKey(b.createdAt) - timeKey(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

// ---- Transport ---------------------------------------------------------------------------------

/** A PostgREST endpoint and how to authenticate (the anon key, or a staff session's token). */
export interface RestSource {
  url: string;
  anonKey: string;
  /** The bearer token; the anon key when absent. */
  accessToken?: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

async function restGet(
  src: RestSource,
  path: string,
  params: URLSearchParams,
  count = false,
): Promise<{ body: unknown; total: number | null }> {
  const token = (await src.accessToken?.()) || src.anonKey;
  const headers: Record<string, string> = {
    apikey: src.anonKey,
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
  if (count) headers.Prefer = 'count=exact';
  const res = await (src.fetch ?? fetch)(`${src.url.replace(/\/+$/, '')}/rest/v1/${path}?${params}`, { headers });
  if (!res.ok) throw new Error(`Vehicle data request failed with status ${res.status}`);
  const range = res.headers.get('content-range');
  const total = range && /\/(\d+)$/.test(range) ? Number(range.split('/')[1]) : null;
  return { body: await res.json(), total };
}

// ---- The one paged reader ----------------------------------------------------------------------

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
  /** Case-insensitive substring of make or model (the staff search). */
  search?: string;
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
const quoted = (s: string): string => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
/** ilike pattern for a literal substring: the user's %, _ and \ match themselves. */
const ilikeContains = (s: string): string => `*${s.replace(/[\\%_]/g, (c) => `\\${c}`)}*`;

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
  if (term) and.push(`or(make.ilike.${quoted(ilikeContains(term))},model.ilike.${quoted(ilikeContains(term))})`);
  if (and.length) p.set('and', `(${and.join(',')})`);
  p.set('order', ORDER);
  p.set('limit', String(q.limit));
  return p;
}

/** One page of live (non-deleted) vehicles in the one order, only the columns asked for. */
export async function readPage<C extends ColumnSet>(src: RestSource, q: PageQuery<C>): Promise<Page<C>> {
  const { body, total } = await restGet(src, 'vehicles', pageParams(q), q.count);
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

// ---- What a build saw, and what changed since ---------------------------------------------------

/** Recorded by the build: the latest updated_at it read (exact text) and how many vehicles. */
export const buildStampSchema = z.object({
  updatedAt: z.nullable(z.string()),
  count: z.int().check(z.nonnegative()),
});
export type BuildStamp = z.infer<typeof buildStampSchema>;

export function buildStampOf(vehicles: readonly Pick<Vehicle, 'updatedAt'>[]): BuildStamp {
  let latest: string | null = null;
  for (const v of vehicles) if (latest === null || timeKey(v.updatedAt) > timeKey(latest)) latest = v.updatedAt;
  return { updatedAt: latest, count: vehicles.length };
}

/** Before any row existed: every row is a change. */
const EPOCH = '1970-01-01T00:00:00Z';
const DELTA_PAGE = 1000;

const deletionsSchema = z.array(z.object({ id: z.string(), deleted_at: z.string() }));

async function deletedSince(src: RestSource, since: string, id?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += DELTA_PAGE) {
    const p = new URLSearchParams({ p_since: since, limit: String(DELTA_PAGE), offset: String(offset) });
    if (id) p.set('p_id', id);
    const rows = deletionsSchema.parse((await restGet(src, 'rpc/vehicle_deletions_since', p)).body);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < DELTA_PAGE) return ids;
  }
}

export interface InventoryDelta {
  /** Live vehicles changed (or added) since the stamp, as cards in the one order. */
  changed: VehicleCard[];
  /** Ids no longer public since the stamp. */
  deleted: string[];
  /** Live vehicles now. */
  total: number;
  /** Live vehicles now that are not sold (the default /inventory view). */
  listed: number;
}

/**
 * What changed on the inventory since the build: two small requests that answer `[]` when nothing
 * did (then null, and nothing else is asked); otherwise one count of the live rows.
 */
export async function fetchInventoryDelta(src: RestSource, stamp: BuildStamp): Promise<InventoryDelta | null> {
  const since = stamp.updatedAt ?? EPOCH;
  const [rows, deleted] = await Promise.all([
    readAll(src, { columns: 'card', limit: DELTA_PAGE, updatedAfter: since }),
    deletedSince(src, since),
  ]);
  if (rows.length === 0 && deleted.length === 0) return null;
  const [counted, unsold] = await Promise.all([
    readPage(src, { columns: 'card', limit: 1, count: true }),
    readPage(src, { columns: 'card', limit: 1, count: true, unsold: true }),
  ]);
  const total = counted.total ?? stamp.count;
  return { changed: rows.map(cardFromRow), deleted, total, listed: unsold.total ?? total };
}

export type VehicleDelta = { status: 'unchanged' } | { status: 'deleted' } | { status: 'changed'; row: VehicleRow };

/**
 * One vehicle's freshness against the build's stamp (the vehicle page): its page columns when it
 * changed, 'deleted' when it left public view, 'unchanged' otherwise. Two tiny requests.
 */
export async function fetchVehicleDelta(src: RestSource, id: string, since: string | null): Promise<VehicleDelta> {
  const after = since ?? EPOCH;
  const p = pageParams({ columns: 'page', limit: 1, updatedAfter: after });
  p.set('id', `eq.${id}`);
  const [{ body }, deleted] = await Promise.all([restGet(src, 'vehicles', p), deletedSince(src, after, id)]);
  const row = z.array(vehicleRowSchema).parse(body)[0];
  if (row) return { status: 'changed', row };
  return deleted.length > 0 ? { status: 'deleted' } : { status: 'unchanged' };
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

/**
 * Applies a delta to a list in the one order: deleted and changed ids leave, changed cards go in
 * at their place. New objects only; the input is not modified.
 */
export function mergeDelta<T extends Ordered>(
  list: readonly T[],
  changed: readonly T[],
  deleted: readonly string[],
): T[] {
  const gone = new Set<string>(deleted);
  for (const c of changed) gone.add(c.id);
  const kept = list.filter((x) => !gone.has(x.id));
  const incoming = [...changed].sort(compareNewestFirst);
  const out: T[] = [];
  let i = 0;
  for (const c of incoming) {
    while (i < kept.length && compareNewestFirst(kept[i] as T, c) < 0) out.push(kept[i++] as T);
    out.push(c);
  }
  while (i < kept.length) out.push(kept[i++] as T);
  return out;
}

/**
 * The prebuilt first page (sold cars left out) with the delta applied: a car sold since leaves it,
 * cards past its last one belong to later pages.
 */
export function firstPageWith(
  initial: readonly VehicleCard[],
  complete: boolean,
  delta: InventoryDelta | null,
): VehicleCard[] {
  if (!delta) return [...initial];
  const last = initial[initial.length - 1];
  const sold = delta.changed.filter((c) => c.status === 'sold');
  return mergeDelta(
    initial,
    delta.changed.filter((c) => c.status !== 'sold'),
    [...delta.deleted, ...sold.map((c) => c.id)],
  )
    .filter((c) => complete || !last || compareNewestFirst(c, last) <= 0)
    .slice(0, complete ? undefined : limits.pageSize);
}
