// A small TOML subset, enough for supabase/config.toml: [section] and [a.b] headers, key = string |
// integer | float | boolean | array of those, and # comments. Anything else is a clear error.
export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

class TomlError extends Error {}

export function parseToml(text: string): TomlTable {
  const root: TomlTable = {};
  let current = root;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i] ?? '').trim();
    if (!line) continue;
    const header = /^\[\s*([A-Za-z0-9_.\-"]+)\s*\]$/.exec(line);
    if (header) {
      current = root;
      for (const part of (header[1] ?? '').split('.').map((p) => p.replace(/"/g, ''))) {
        const next = current[part];
        if (next === undefined) current[part] = {};
        else if (typeof next !== 'object' || Array.isArray(next))
          throw new TomlError(`line ${i + 1}: [${header[1]}] redefines a value`);
        current = current[part] as TomlTable;
      }
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 1) throw new TomlError(`line ${i + 1}: expected key = value`);
    const key = line
      .slice(0, eq)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    let raw = line.slice(eq + 1).trim();
    // Multi-line arrays: keep reading until the brackets balance.
    while (raw.startsWith('[') && !balanced(raw) && i + 1 < lines.length) {
      i++;
      line = stripComment(lines[i] ?? '').trim();
      raw += ' ' + line;
    }
    current[key] = parseValue(raw, i + 1);
  }
  return root;
}

function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}

function balanced(raw: string): boolean {
  let depth = 0;
  let quote: string | null = null;
  for (const c of raw) {
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
  }
  return depth === 0;
}

function parseValue(raw: string, lineNo: number): TomlValue {
  if (raw.startsWith('"')) {
    const m = /^"((?:[^"\\]|\\.)*)"$/.exec(raw);
    if (!m) throw new TomlError(`line ${lineNo}: bad string`);
    return JSON.parse(`"${m[1]}"`) as string;
  }
  if (raw.startsWith("'")) {
    const m = /^'([^']*)'$/.exec(raw);
    if (!m) throw new TomlError(`line ${lineNo}: bad string`);
    return m[1] ?? '';
  }
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^[+-]?\d[\d_]*$/.test(raw)) return Number(raw.replace(/_/g, ''));
  if (/^[+-]?\d[\d_]*\.\d+$/.test(raw)) return Number(raw.replace(/_/g, ''));
  if (raw.startsWith('[')) {
    const inner = raw.slice(1, -1).trim();
    if (!inner) return [];
    return splitTopLevel(inner)
      .filter((s) => s.trim())
      .map((s) => parseValue(s.trim(), lineNo));
  }
  throw new TomlError(`line ${lineNo}: unsupported value ${raw}`);
}

function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(start, i));
      start = i + 1;
    }
  }
  out.push(s.slice(start));
  return out;
}
