// PostgREST's URL grammar (the part supabase-js produces) parsed into plain data: select lists,
// filters with and/or/not trees, and order terms. Nothing here touches SQL.
import { parseError } from './errors.ts';

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

const IDENT = String.raw`(?:"(?:[^"\\]|\\.)+"|[^\s"(),:!.]+)`;
const TYPE = String.raw`[A-Za-z_][A-Za-z0-9_]*(?:\[\])?`;
const EMBED_RE = new RegExp(String.raw`^(\.\.\.)?(?:(${IDENT}):(?!:))?(${IDENT})((?:!${IDENT})*)\(([\s\S]*)\)$`);
const AGG_RE = new RegExp(
  String.raw`^(?:(${IDENT}):(?!:))?(?:([\s\S]*?)\.)?(count|sum|avg|min|max)\(\)(?:::(${TYPE}))?$`,
);

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
  const agg = AGG_RE.exec(s);
  if (agg) {
    const alias = agg[1] === undefined ? undefined : unquote(agg[1]);
    const inner = agg[2];
    let field: FieldRef = { column: '', path: [] };
    let cast: string | undefined;
    if (inner !== undefined && inner !== '') {
      const c = new RegExp(String.raw`^(.*)::(${TYPE})$`).exec(inner);
      field = parseField(c ? (c[1] ?? '') : inner);
      cast = c?.[2];
    }
    return { kind: 'field', field, alias, cast, aggregate: agg[3] as Aggregate, aggregateCast: agg[4] };
  }
  const embed = EMBED_RE.exec(s);
  if (embed) {
    const marks = (embed[4] ?? '').split('!').slice(1).map(unquote);
    const inner = marks.includes('inner');
    const hint = marks.find((m) => m !== 'inner' && m !== 'left');
    return {
      kind: 'embed',
      spread: Boolean(embed[1]),
      alias: embed[2] === undefined ? undefined : unquote(embed[2]),
      name: unquote(embed[3] ?? ''),
      hint,
      inner,
      items: parseItems(embed[5] ?? '', raw, budget, depth + 1),
    };
  }
  if (s.includes('(')) throw parseError(`"failed to parse select parameter (${raw})"`, `unexpected "(" in ${s}`);
  let rest = s;
  let alias: string | undefined;
  const m = /^([^:"]+|"[^"]+"):(?!:)(.*)$/.exec(rest);
  if (m) {
    alias = unquote(m[1] ?? '');
    rest = m[2] ?? '';
  }
  let cast: string | undefined;
  // One bare type name (int4, text, numeric[]): it is written into SQL, so no spaces or symbols.
  const c = new RegExp(String.raw`^(.*)::(${TYPE})$`).exec(rest);
  if (c) {
    rest = c[1] ?? '';
    cast = c[2];
  }
  return { kind: 'field', field: parseField(rest), alias, cast };
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
    const list = /^\(([\s\S]*)\)$/.exec(valueText);
    if (!list)
      throw parseError(`"failed to parse filter (${expr})" (line 1, column 1)`, 'in. expects a list: in.(a,b)');
    const items = (list[1] ?? '') === '' ? [] : splitTop(list[1] ?? '').map((v) => unquote(v.trim()));
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

/** `column=op.value` from the query string. */
export function parseCondition(key: string, value: string): Filter {
  if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
    const negate = key.startsWith('not.');
    return parseLogic(negate ? key.slice(4) : key, negate, value);
  }
  return parseOpValue(parseField(key), value);
}

function parseLogic(op: string, negate: boolean, body: string): Logic {
  const m = /^\(([\s\S]*)\)$/.exec(body.trim());
  if (!m) throw parseError('"failed to parse logic tree"', `${op}=${body}`);
  const items = splitTop(m[1] ?? '').map((part): Filter => {
    const s = part.trim();
    const nested = /^(not\.)?(and|or)(\([\s\S]*\))$/.exec(s);
    if (nested) return parseLogic(nested[2] ?? 'and', Boolean(nested[1]), nested[3] ?? '()');
    // column.op.value (the column may be quoted or carry a JSON path)
    const col = /^("(?:[^"\\]|\\.)+"|[^.]+?(?:->>?[^.]+)*)\.([\s\S]+)$/.exec(s);
    if (!col) throw parseError('"failed to parse logic tree"', s);
    return parseOpValue(parseField(col[1] ?? ''), col[2] ?? '', true);
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
