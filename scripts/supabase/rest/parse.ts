// PostgREST's URL grammar (the part supabase-js produces) parsed into plain data: select lists,
// filters with and/or/not trees, and order terms. Nothing here touches SQL.
import { parseError, type RestError } from './errors.ts';

/** A column reference with an optional JSON path: data->a->>b */
export interface FieldRef {
  column: string;
  path: { key: string; asText: boolean }[];
}

export const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

/** One item of a select list; embeds (related tables) nest their own list. */
export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field';
      field: FieldRef;
      alias?: string;
      cast?: string;
      /** `col.sum()`; with no field column (`count()`) `field.column` is '' */
      aggregate?: Aggregate;
      /** the cast after an aggregate: `id.sum()::text` */
      aggregateCast?: string;
    }
  | Embed;

export interface Embed {
  kind: 'embed';
  /** a table, view, foreign key column, constraint or function name */
  name: string;
  alias?: string;
  /** `table!fk_name`, `table!column`, `table!junction` */
  hint?: string;
  /** `!inner` drops the parent rows without a match; `!left` is the default */
  inner: boolean;
  /** `...table(cols)` merges the embedded columns into the parent object */
  spread: boolean;
  items: SelectItem[];
}

const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Condition {
  kind: 'cond';
  field: FieldRef;
  negate: boolean;
  op: Operator;
  /** raw value text, or the parsed list for `in` */
  value: string | string[];
  /** text search config, e.g. fts(english) */
  modifier?: string;
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  items: Filter[];
}
export type Filter = Condition | Logic;

export interface OrderTerm {
  /** `makes(name)`: a column of a to-one embed, as PostgREST orders by "related" columns */
  embed?: string;
  field: FieldRef;
  desc: boolean;
  nulls?: 'first' | 'last';
}

/** Splits on commas outside parentheses and double quotes. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    if (c === '\\' && quoted && i + 1 < s.length) {
      cur += c + (s[++i] ?? '');
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(') depth++;
    else if (!quoted && c === ')') depth--;
    if (c === ',' && depth === 0 && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  if (depth !== 0 || quoted)
    throw parseError('"failed to parse logic tree"', `unbalanced parentheses or quotes in ${s}`);
  out.push(cur);
  return out;
}

const unquote = (s: string): string =>
  s.length >= 2 && s.startsWith('"') && s.endsWith('"') ? s.slice(1, -1).replace(/\\(.)/g, '$1') : s;

function parseField(raw: string): FieldRef {
  const parts = raw.split(/(->>|->)/);
  const column = unquote((parts[0] ?? '').trim());
  if (!column) throw parseError(`"failed to parse" column in ${raw}`);
  const path: FieldRef['path'] = [];
  for (let i = 1; i < parts.length; i += 2) path.push({ key: unquote(parts[i + 1] ?? ''), asText: parts[i] === '->>' });
  return { column, path };
}

/**
 * Most items one `select` may name, counting those inside embeds (docs/security.md): a column
 * repeated under 400 aliases made an 8.6 KB request answer 104 MB. PostgREST has no such cap; the
 * product's widest select names 25 columns.
 */
const MAX_SELECT_ITEMS = 64;
/** Deepest nesting of embeds in one select. */
const MAX_EMBED_DEPTH = 8;

/** A type name written into SQL after `::` (int4, text, numeric[]): no spaces or symbols. */
const TYPE_NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\[\])?$/;

// The select and filter grammar is read by the small scanners below, never by a pattern with
// nested quantifiers: each character is looked at a bounded number of times, so no input makes
// the server's one thread backtrack (PostgREST's own parser does not backtrack either).

/** The index after the closing quote of the quoted name opening at `start`, or -1. */
function quotedEnd(s: string, start: number): number {
  for (let i = start + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i + 1;
  }
  return -1;
}

/** Characters that end an unquoted name in a select item. */
const NAME_STOP = new Set(['"', '(', ')', ',', ':', '!', '.']);
const isNameChar = (c: string): boolean => !NAME_STOP.has(c) && c.trim() !== '';

/** The end of the name (`"quoted"` with at least one character, or bare) opening at `start`, or -1. */
function nameEnd(s: string, start: number): number {
  if (s[start] === '"') {
    const end = quotedEnd(s, start);
    return end > start + 2 ? end : -1;
  }
  let i = start;
  while (i < s.length && isNameChar(s[i] ?? '')) i++;
  return i > start ? i : -1;
}

/** `alias:` opening at `start` (a single colon: `::` is a cast), with where the rest begins. */
function aliasAt(s: string, start: number): { alias: string; next: number } | null {
  const end = nameEnd(s, start);
  if (end < 0 || s[end] !== ':' || s[end + 1] === ':') return null;
  return { alias: s.slice(start, end), next: end + 1 };
}

/** `rest::type` split at its last `::` when what follows is one type name. */
function splitCast(s: string): { rest: string; cast?: string } {
  const at = s.lastIndexOf('::');
  if (at < 0 || !TYPE_NAME.test(s.slice(at + 2))) return { rest: s };
  return { rest: s.slice(0, at), cast: s.slice(at + 2) };
}

/** `[alias:][field.]count()[::type]` */
function matchAggregate(
  s: string,
): { alias?: string; inner?: string; aggregate: Aggregate; aggregateCast?: string } | null {
  const a = aliasAt(s, 0);
  let body = a ? s.slice(a.next) : s;
  let aggregateCast: string | undefined;
  if (!body.endsWith('()')) {
    const at = body.lastIndexOf('()::');
    if (at < 0 || !TYPE_NAME.test(body.slice(at + 4))) return null;
    aggregateCast = body.slice(at + 4);
    body = body.slice(0, at + 2);
  }
  body = body.slice(0, -2);
  const aggregate = AGGREGATES.find((fn) => body === fn || body.endsWith(`.${fn}`));
  if (!aggregate) return null;
  const inner = body === aggregate ? undefined : body.slice(0, -aggregate.length - 1);
  return { alias: a?.alias, inner, aggregate, aggregateCast };
}

/** `[...][alias:]name[!hint][!inner](items)` */
function matchEmbed(
  s: string,
): { spread: boolean; alias?: string; name: string; marks: string[]; body: string } | null {
  const spread = s.startsWith('...');
  let i = spread ? 3 : 0;
  const a = aliasAt(s, i);
  if (a) i = a.next;
  const end = nameEnd(s, i);
  if (end < 0) return null;
  const name = s.slice(i, end);
  const marks: string[] = [];
  i = end;
  while (s[i] === '!') {
    const markEnd = nameEnd(s, i + 1);
    if (markEnd < 0) return null;
    marks.push(s.slice(i + 1, markEnd));
    i = markEnd;
  }
  if (s[i] !== '(' || !s.endsWith(')') || s.length < i + 2) return null;
  return { spread, alias: a?.alias, name, marks, body: s.slice(i + 1, -1) };
}

/** A plain field's `alias:` (a bare name without quotes, or one quoted without inner quotes). */
function fieldAlias(s: string): { alias: string; rest: string } | null {
  let end: number;
  if (s.startsWith('"')) {
    end = s.indexOf('"', 1) + 1;
    if (end < 3) return null;
  } else {
    end = 0;
    while (end < s.length && s[end] !== ':' && s[end] !== '"') end++;
    if (end === 0) return null;
  }
  if (s[end] !== ':' || s[end + 1] === ':') return null;
  return { alias: s.slice(0, end), rest: s.slice(end + 1) };
}

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ kind: 'star' }];
  const budget = { left: MAX_SELECT_ITEMS, total: 0 };
  const items = parseItems(raw, raw, budget, 0);
  if (budget.left < 0)
    throw parseError(
      'failed to parse select parameter: too many items',
      `The select parameter names ${budget.total} items; at most ${MAX_SELECT_ITEMS} are allowed`,
    );
  return items;
}

function parseItems(body: string, raw: string, budget: { left: number; total: number }, depth: number): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH)
    throw parseError(`"failed to parse select parameter (${raw})"`, `embeds nest at most ${MAX_EMBED_DEPTH} deep`);
  if (body.trim() === '') return [];
  const parts = splitTop(body);
  budget.left -= parts.length;
  budget.total += parts.length;
  if (budget.left < 0) return [];
  return parts.map((item) => parseItem(item.trim(), raw, budget, depth));
}

function parseItem(s: string, raw: string, budget: { left: number; total: number }, depth: number): SelectItem {
  if (s === '*') return { kind: 'star' };
  const agg = matchAggregate(s);
  if (agg) {
    let field: FieldRef = { column: '', path: [] };
    let cast: string | undefined;
    if (agg.inner !== undefined && agg.inner !== '') {
      const c = splitCast(agg.inner);
      field = parseField(c.rest);
      cast = c.cast;
    }
    return {
      kind: 'field',
      field,
      alias: agg.alias === undefined ? undefined : unquote(agg.alias),
      cast,
      aggregate: agg.aggregate,
      aggregateCast: agg.aggregateCast,
    };
  }
  const embed = matchEmbed(s);
  if (embed) {
    const marks = embed.marks.map(unquote);
    return {
      kind: 'embed',
      spread: embed.spread,
      alias: embed.alias === undefined ? undefined : unquote(embed.alias),
      name: unquote(embed.name),
      hint: marks.find((m) => m !== 'inner' && m !== 'left'),
      inner: marks.includes('inner'),
      items: parseItems(embed.body, raw, budget, depth + 1),
    };
  }
  if (s.includes('(')) throw parseError(`"failed to parse select parameter (${raw})"`, `unexpected "(" in ${s}`);
  const named = fieldAlias(s);
  const { rest, cast } = splitCast(named ? named.rest : s);
  return { kind: 'field', field: parseField(rest), alias: named ? unquote(named.alias) : undefined, cast };
}

function parseOpValue(field: FieldRef, expr: string, inLogic = false): Condition {
  let negate = false;
  let rest = expr;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/.exec(rest);
  const op = m?.[1] as Operator | undefined;
  if (!m || !op || !(OPERATORS as readonly string[]).includes(op)) {
    throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unexpected operator in ${expr}`);
  }
  const valueText = m[3] ?? '';
  const modifier = m[2];
  // `like(any).{a,b}`: a modifier other than a text search configuration is any or all, and only
  // on the operators PostgREST takes it on; anything else is refused rather than matched as text.
  if (modifier !== undefined && !FTS.has(op)) {
    if (!QUANTIFIABLE.has(op) || (modifier !== 'any' && modifier !== 'all'))
      throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, `unexpected modifier (${modifier})`);
  }
  if (op === 'in') {
    const list = parenthesised(valueText);
    if (list === null)
      throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, 'in. expects a list: in.(a,b)');
    const items = list === '' ? [] : splitTop(list).map((v) => unquote(v.trim()));
    return { kind: 'cond', field, negate, op, value: items };
  }
  // Inside or=(...) values may be double-quoted to hold commas or parentheses.
  return { kind: 'cond', field, negate, op, value: inLogic ? unquote(valueText) : valueText, modifier: m[2] };
}

const FTS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts']);
/** Operators that take PostgREST's any/all modifier. */
export const QUANTIFIABLE: ReadonlySet<string> = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
]);

/**
 * Longest `or=` / `and=` value read, and deepest nesting of parentheses in it (docs/security.md):
 * both are checked in one pass before the tree is read, so the work for one filter is bounded.
 * The product's widest logic tree is under 200 characters and 2 deep.
 */
export const MAX_LOGIC_CHARS = 4096;
export const MAX_LOGIC_DEPTH = 16;

const logicError = (details: string): RestError => parseError('"failed to parse logic tree"', details);

function checkLogicBounds(body: string): void {
  if (body.length > MAX_LOGIC_CHARS)
    throw logicError(`the logic tree is ${body.length} characters long; at most ${MAX_LOGIC_CHARS} are allowed`);
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\' && quoted) i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && c === '(' && ++depth > MAX_LOGIC_DEPTH)
      throw logicError(`logic trees nest at most ${MAX_LOGIC_DEPTH} deep`);
    else if (!quoted && c === ')') depth--;
  }
}

/** `column=op.value` from the query string. */
export function parseCondition(key: string, value: string): Filter {
  if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
    const negate = key.startsWith('not.');
    checkLogicBounds(value);
    return parseLogic(negate ? key.slice(4) : key, negate, value);
  }
  return parseOpValue(parseField(key), value);
}

/** `(items)`'s items, or null when the text is not wrapped in parentheses. */
const parenthesised = (s: string): string | null => (s.startsWith('(') && s.endsWith(')') ? s.slice(1, -1) : null);

/** `[not.]and(...)` / `[not.]or(...)` nested in a logic tree. */
function nestedLogic(s: string): { op: 'and' | 'or'; negate: boolean; body: string } | null {
  const negate = s.startsWith('not.');
  const rest = negate ? s.slice(4) : s;
  const op = rest.startsWith('and(') ? 'and' : rest.startsWith('or(') ? 'or' : null;
  if (!op || !rest.endsWith(')')) return null;
  return { op, negate, body: rest.slice(op.length) };
}

/**
 * `column.op.value` inside a logic tree: the column is quoted (and may then hold dots) or runs to
 * the first dot, JSON path included (`data->a->>b`).
 */
function splitLogicItem(s: string): { column: string; expr: string } | null {
  if (s.startsWith('"')) {
    const end = quotedEnd(s, 0);
    if (end > 2 && s[end] === '.' && end + 1 < s.length) return { column: s.slice(0, end), expr: s.slice(end + 1) };
  }
  const dot = s.indexOf('.');
  if (dot < 1 || dot + 1 >= s.length) return null;
  return { column: s.slice(0, dot), expr: s.slice(dot + 1) };
}

function parseLogic(op: string, negate: boolean, body: string): Logic {
  const inner = parenthesised(body.trim());
  if (inner === null) throw logicError(`${op}=${body}`);
  const items = splitTop(inner).map((part): Filter => {
    const s = part.trim();
    const nested = nestedLogic(s);
    if (nested) return parseLogic(nested.op, nested.negate, nested.body);
    const item = splitLogicItem(s);
    if (!item) throw logicError(s);
    return parseOpValue(parseField(item.column), item.expr, true);
  });
  return { kind: 'logic', op: op === 'or' ? 'or' : 'and', negate, items };
}

export function parseOrder(raw: string | null): OrderTerm[] {
  if (!raw) return [];
  return splitTop(raw).map((term) => {
    const parts = term.trim().split('.');
    const modifiers = new Set<string>();
    while (parts.length > 1 && ['asc', 'desc', 'nullsfirst', 'nullslast'].includes(parts[parts.length - 1] ?? '')) {
      modifiers.add(parts.pop() ?? '');
    }
    const joined = parts.join('.');
    const related = /^([^()]+)\(([^()]+)\)$/.exec(joined);
    return {
      ...(related ? { embed: unquote((related[1] ?? '').trim()) } : {}),
      field: parseField(related ? (related[2] ?? '') : joined),
      desc: modifiers.has('desc'),
      nulls: modifiers.has('nullsfirst') ? 'first' : modifiers.has('nullslast') ? 'last' : undefined,
    };
  });
}
