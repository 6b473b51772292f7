// PostgREST's URL grammar (the part supabase-js produces) parsed into plain data: select lists,
// filters with and/or/not trees, and order terms. Nothing here touches SQL.
import { parseError } from './errors.ts';

/** A column reference with an optional JSON path: data->a->>b */
export interface FieldRef {
  column: string;
  path: { key: string; asText: boolean }[];
}

export interface SelectItem {
  kind: 'star' | 'field';
  field?: FieldRef;
  alias?: string;
  cast?: string;
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
 * Most items one `select` may name (docs/security.md): a column repeated under 400 aliases made an 8.6 KB
 * request answer 104 MB. PostgREST has no such cap; the product's widest select names 25 columns.
 */
const MAX_SELECT_ITEMS = 64;

export function parseSelect(raw: string | null): SelectItem[] {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [{ kind: 'star' }];
  const items = splitTop(raw);
  if (items.length > MAX_SELECT_ITEMS)
    throw parseError(
      'failed to parse select parameter: too many items',
      `The select parameter names ${items.length} items; at most ${MAX_SELECT_ITEMS} are allowed`,
    );
  return items.map((item): SelectItem => {
    const s = item.trim();
    if (s === '*') return { kind: 'star' };
    // Resource embedding (related tables) is not implemented by the embedded server.
    if (s.includes('('))
      throw parseError(
        `"failed to parse select parameter (${raw})"`,
        'resource embedding is not supported by the local server',
      );
    let rest = s;
    let alias: string | undefined;
    const m = /^([^:"]+|"[^"]+"):(?!:)(.*)$/.exec(rest);
    if (m) {
      alias = unquote(m[1] ?? '');
      rest = m[2] ?? '';
    }
    let cast: string | undefined;
    // One bare type name (int4, text, numeric[]): it is written into SQL, so no spaces or symbols.
    const c = /^(.*)::([A-Za-z_][A-Za-z0-9_]*(?:\[\])?)$/.exec(rest);
    if (c) {
      rest = c[1] ?? '';
      cast = c[2];
    }
    return { kind: 'field', field: parseField(rest), alias, cast };
  });
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
    return {
      field: parseField(parts.join('.')),
      desc: modifiers.has('desc'),
      nulls: modifiers.has('nullsfirst') ? 'first' : modifiers.has('nullslast') ? 'last' : undefined,
    };
  });
}
