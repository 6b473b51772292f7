// Reads what a PostgREST request asks for from its URL and headers: shape, filters, paging,
// preferences and whether a single object is wanted. Answers are shaped in response.ts.
import type { ApiRequest } from '../http/http.ts';
import { RestError, parseError } from './errors.ts';
import { parseCondition, parseOrder, parseSelect, type Filter, type OrderTerm, type SelectItem } from './parse.ts';

/** Query parameters with a meaning of their own; every other key is a filter (or, for GET /rpc, an argument). */
export const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);

export interface Preferences {
  returnMode: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  /** which count (exact when none or exact): planned reads the planner's estimate, estimated the exact count up to max_rows */
  countKind: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
  /** `Prefer: handling=strict, max-affected=N` (PostgREST 13): more rows touched is an error, and nothing is kept */
  maxAffected: number | null;
}

/** Filters, order and paging given for one embed: `messages.order=id.desc`, `channels.messages.limit=1`. */
export interface EmbedParams {
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

/** What an answer is written as (Accept): JSON, one object, or CSV; `stripNulls` drops null fields. */
export interface MediaChoice {
  format: 'json' | 'object' | 'csv' | 'plan';
  stripNulls: boolean;
  /** `application/vnd.pgrst.plan+json|text; options=a|b`: the query plan instead of the rows */
  plan?: { format: 'json' | 'text'; options: string[]; for: string };
}

/** The EXPLAIN options PostgREST takes in a plan's `options=` (its MTVndPlanOption). */
const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/**
 * PostgREST's media types from Accept, first acceptable first; none acceptable is 406 PGRST107
 * rather than JSON the caller did not ask for (GeoJSON needs what this server has not; a plan is
 * answered only where rest/index.ts allows it).
 */
export function parseAccept(header: string | undefined): MediaChoice {
  if (!header || header.trim() === '') return { format: 'json', stripNulls: false };
  for (const part of header.split(',')) {
    const [type = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { format: 'object', stripNulls };
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type))
      return { format: 'json', stripNulls };
    if (type === 'text/csv') return { format: 'csv', stripNulls: false };
    const plan = /^application\/vnd\.pgrst\.plan(?:\+(json|text))?$/.exec(type);
    if (plan) {
      const listed = params.find((p) => p.startsWith('options='))?.slice('options='.length) ?? '';
      const options = listed.split('|').filter((o) => PLAN_OPTIONS.has(o));
      const forType = params
        .find((p) => p.startsWith('for='))
        ?.slice('for='.length)
        .replace(/^"(.*)"$/, '$1');
      const format = plan[1] === 'json' ? 'json' : 'text';
      return { format: 'plan', stripNulls: false, plan: { format, options, for: forType || 'application/json' } };
    }
  }
  throw noMediaType(header);
}

export const noMediaType = (header: string | undefined): RestError =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${header ?? ''}`);

export interface RestQuery {
  select: SelectItem[];
  /** by embed path ('messages', 'channels.messages'), the alias or name of each embed on the way */
  embedded: Map<string, EmbedParams>;
  filters: Filter[];
  order: OrderTerm[];
  offset: number;
  /** what was asked for, capped at [api] max_rows */
  limit: number;
  prefer: Preferences;
  single: boolean;
  media: MediaChoice;
  columns: string[] | null;
  onConflict: string[] | null;
  /** the schema asked for by Accept-Profile / Content-Profile (index.ts); the API's default when absent */
  schema?: string;
  /** pgrst.db_aggregates_enabled (role-settings.ts); off unless set, as on hosted */
  aggregatesEnabled?: boolean;
}

function maxAffected(items: ReadonlySet<string>): number | null {
  if (!items.has('handling=strict')) return null;
  for (const item of items) {
    const m = /^max-affected=(\d+)$/.exec(item);
    if (m) return Number(m[1]);
  }
  return null;
}

function parsePrefer(header: string | undefined): Preferences {
  const items = new Set(
    (header ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
  const returnMode = items.has('return=representation')
    ? 'representation'
    : items.has('return=headers-only')
      ? 'headers-only'
      : 'minimal';
  return {
    returnMode,
    count: [...items].some((i) => /^count=(exact|planned|estimated)$/.test(i)),
    countKind: items.has('count=planned') ? 'planned' : items.has('count=estimated') ? 'estimated' : 'exact',
    resolution: items.has('resolution=merge-duplicates')
      ? 'merge-duplicates'
      : items.has('resolution=ignore-duplicates')
        ? 'ignore-duplicates'
        : undefined,
    missingDefault: items.has('missing=default'),
    maxAffected: maxAffected(items),
  };
}

const nonNegInt = (raw: string, what: string): number => {
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse ${what} parameter (${raw})"`, null);
  return Number(raw);
};

/** `Range: 0-24` (items) into offset and limit. */
function parseRange(header: string | undefined): { offset: number; limit: number | null } | null {
  if (!header) return null;
  const m = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return null;
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : null;
  if (to !== null && to < from)
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary',
    );
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

const splitColumns = (raw: string | null): string[] | null =>
  raw === null
    ? null
    : raw
        .split(',')
        .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
        .filter(Boolean);

/** A name in an embed's path: quoted (`"a.b"`), or bare without quotes, dots or a JSON arrow. */
const isPathSegment = (seg: string): boolean =>
  seg.startsWith('"')
    ? seg.length > 2 && seg.endsWith('"') && seg.indexOf('"', 1) === seg.length - 1
    : seg !== '' && !seg.includes('"') && !seg.includes('>') && !seg.includes('-');

/**
 * `messages.order`, `channels.messages.limit`, `messages.not.or`: the embed's path and what is
 * set on it, or null for a key of the table itself. Read segment by segment (a quoted segment may
 * hold dots), never by a backtracking pattern.
 */
function embedKey(key: string): { path: string; last: string } | null {
  const segments: string[] = [];
  let i = 0;
  for (;;) {
    let end = -1;
    if (key[i] === '"') {
      const close = key.indexOf('"', i + 1);
      if (close > i + 1 && (close + 1 === key.length || key[close + 1] === '.')) end = close + 1;
    }
    if (end < 0) end = key.indexOf('.', i) < 0 ? key.length : key.indexOf('.', i);
    segments.push(key.slice(i, end));
    if (end >= key.length) break;
    i = end + 1;
  }
  let last = segments.pop() ?? '';
  if (segments.length === 0 || last === '' || !segments.every(isPathSegment)) return null;
  if ((last === 'or' || last === 'and') && segments.length > 1 && segments.at(-1) === 'not') {
    segments.pop();
    last = `not.${last}`;
  }
  return { path: segments.join('.'), last };
}

export function parseRestQuery(
  req: ApiRequest,
  maxRows: number,
  filterKeysToSkip: ReadonlySet<string> = new Set(),
): RestQuery {
  const params = req.url.searchParams;
  const media = parseAccept(req.headers.accept);
  const filters: Filter[] = [];
  const embedded = new Map<string, EmbedParams>();
  const scoped = (path: string): EmbedParams => {
    let found = embedded.get(path);
    if (!found) embedded.set(path, (found = { filters: [], order: [], limit: null, offset: 0 }));
    return found;
  };
  for (const [key, value] of params) {
    if (RESERVED.has(key) || filterKeysToSkip.has(key)) continue;
    const embed = embedKey(key);
    if (embed && key !== 'not.or' && key !== 'not.and') {
      const { path, last } = embed;
      const target = scoped(path);
      if (last === 'order') target.order = parseOrder(value);
      else if (last === 'limit') target.limit = nonNegInt(value, 'limit');
      else if (last === 'offset') target.offset = nonNegInt(value, 'offset');
      else target.filters.push(parseCondition(last, value));
      continue;
    }
    filters.push(parseCondition(key, value));
  }
  const range = parseRange(req.headers.range);
  let offset = range?.offset ?? 0;
  let limit = range?.limit ?? null;
  const offsetParam = params.get('offset');
  const limitParam = params.get('limit');
  if (offsetParam !== null) offset = nonNegInt(offsetParam, 'offset');
  if (limitParam !== null) limit = nonNegInt(limitParam, 'limit');
  return {
    select: parseSelect(params.get('select')),
    embedded,
    filters,
    order: parseOrder(params.get('order')),
    offset,
    limit: Math.min(limit ?? maxRows, maxRows),
    prefer: parsePrefer(req.headers.prefer),
    single: media.format === 'object',
    media,
    columns: splitColumns(params.get('columns')),
    onConflict: splitColumns(params.get('on_conflict')),
  };
}
