// Fast filtering of thousands of cards per keystroke: the rules of matchesFilters (filters.ts),
// evaluated once per distinct make and model (lower-case keys precomputed) and then over typed
// arrays, so a keystroke costs one pass of integer reads over the list.
import type { Filterable, Filters } from './filters';
import { findBand } from './price-bands';

export interface SearchTable {
  readonly size: number;
  /** Distinct makes and models, as stored and lower-cased. */
  readonly makes: readonly string[];
  readonly makeKeys: readonly string[];
  readonly models: readonly string[];
  readonly modelKeys: readonly string[];
  readonly make: Uint32Array;
  readonly model: Uint32Array;
  readonly year: Float64Array;
  readonly price: Float64Array;
}

export function buildSearchTable(list: readonly Filterable[]): SearchTable {
  const makes: string[] = [];
  const models: string[] = [];
  const makeAt = new Map<string, number>();
  const modelAt = new Map<string, number>();
  const n = list.length;
  const make = new Uint32Array(n);
  const model = new Uint32Array(n);
  const year = new Float64Array(n);
  const price = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const v = list[i] as Filterable;
    let m = makeAt.get(v.make);
    if (m === undefined) makeAt.set(v.make, (m = makes.push(v.make) - 1));
    let d = modelAt.get(v.model);
    if (d === undefined) modelAt.set(v.model, (d = models.push(v.model) - 1));
    make[i] = m;
    model[i] = d;
    year[i] = v.year;
    price[i] = v.price;
  }
  return {
    size: n, makes, models, make, model, year, price,
    makeKeys: makes.map((s) => s.toLowerCase()),
    modelKeys: models.map((s) => s.toLowerCase()),
  };
}

/** Positions (in list order) of the entries matching `f`, exactly as matchesFilters decides. */
export function searchTable(t: SearchTable, f: Filters): Int32Array {
  const q = f.q.trim().toLowerCase();
  // Per distinct value, once: does the make (model) satisfy the text and make conditions?
  const makeOk = new Uint8Array(t.makes.length);
  const makeHit = new Uint8Array(t.makes.length);
  for (let i = 0; i < t.makes.length; i++) {
    makeOk[i] = !f.make || t.makes[i] === f.make ? 1 : 0;
    makeHit[i] = !q || (t.makeKeys[i] as string).includes(q) ? 1 : 0;
  }
  const modelHit = new Uint8Array(t.models.length);
  for (let i = 0; i < t.models.length; i++) modelHit[i] = q && (t.modelKeys[i] as string).includes(q) ? 1 : 0;

  const band = f.price ? findBand(f.price) : undefined;
  const noPrice = Boolean(f.price) && band === undefined; // an unknown band matches nothing
  const min = band?.min ?? -Infinity;
  const max = band?.max ?? Infinity;
  // String(year) === f.year, without building strings: only a canonical integer text can match.
  const wantYear = f.year ? Number(f.year) : NaN;
  const noYear = Boolean(f.year) && String(wantYear) !== f.year;
  const out = new Int32Array(t.size);
  if (noPrice || noYear) return out.subarray(0, 0);
  let k = 0;
  const { make, model, year, price } = t;
  for (let i = 0; i < t.size; i++) {
    const m = make[i] as number;
    if (!makeOk[m]) continue;
    if (!makeHit[m] && !modelHit[model[i] as number]) continue;
    const p = price[i] as number;
    if (p < min || p > max) continue;
    if (f.year && year[i] !== wantYear) continue;
    out[k++] = i;
  }
  return out.subarray(0, k);
}
