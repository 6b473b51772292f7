// The filter rule, the one every list uses (filters.ts names the filters): fast enough for thousands
// of cards per keystroke, the text and make conditions evaluated once per distinct make and model
// (lower-case keys precomputed) and then over typed arrays, so a keystroke costs one pass of integer
// reads over the list; then the chosen sort. A visitor's search (q) matches make or model by
// case-insensitive substring; make, year, body, fuel, transmission and origin match exactly; the price
// band, the free price range and the mileage limit inclusively; sold cars only with 'Show sold'.
import { mileageLimit, parsePrice, type Filterable, type Filters } from './filters';
import { findBand } from './price-bands';
import { sortComparator } from './sort';

// The band a filter names, as the filter rule reads it: a saved search's name (./search-name.ts)
// asks here too, so the band code travels in one chunk with the rule.
export { findBand };

/** The list as columns, one typed array per field, so a keystroke is one flat pass (alike by design). */
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
  readonly mileage: Float64Array;
  /** Text attributes compared exactly (body, fuel, transmission, origin, status), '' when absent. */
  readonly body: readonly string[];
  readonly fuel: readonly string[];
  readonly trans: readonly string[];
  readonly origin: readonly string[];
  readonly sold: Uint8Array;
  readonly ids: readonly string[];
}

export function buildSearchTable(list: readonly (Filterable & { id?: string })[]): SearchTable {
  const makes: string[] = [];
  const models: string[] = [];
  const makeAt = new Map<string, number>();
  const modelAt = new Map<string, number>();
  const n = list.length;
  const make = new Uint32Array(n);
  const model = new Uint32Array(n);
  const year = new Float64Array(n);
  const price = new Float64Array(n);
  const mileage = new Float64Array(n);
  const sold = new Uint8Array(n);
  const body: string[] = new Array<string>(n);
  const fuel: string[] = new Array<string>(n);
  const trans: string[] = new Array<string>(n);
  const origin: string[] = new Array<string>(n);
  const ids: string[] = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const v = list[i] as Filterable & { id?: string };
    let m = makeAt.get(v.make);
    if (m === undefined) makeAt.set(v.make, (m = makes.push(v.make) - 1));
    let d = modelAt.get(v.model);
    if (d === undefined) modelAt.set(v.model, (d = models.push(v.model) - 1));
    make[i] = m;
    model[i] = d;
    year[i] = v.year;
    price[i] = v.price;
    mileage[i] = v.mileage ?? Infinity;
    sold[i] = v.status === 'sold' ? 1 : 0;
    body[i] = v.bodyType ?? '';
    fuel[i] = v.fuelType ?? '';
    trans[i] = v.transmission ?? '';
    origin[i] = v.origin ?? '';
    ids[i] = v.id ?? '';
  }
  return {
    size: n,
    makes,
    models,
    make,
    model,
    year,
    price,
    mileage,
    body,
    fuel,
    trans,
    origin,
    sold,
    ids,
    makeKeys: makes.map((s) => s.toLowerCase()),
    modelKeys: models.map((s) => s.toLowerCase()),
  };
}

/** Positions of the entries matching `f`, in the order `f.sort` asks. */
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
  const lo = parsePrice(f.min);
  const hi = parsePrice(f.max);
  const min = Math.max(band?.min ?? -Infinity, lo ?? -Infinity);
  const max = Math.min(band?.max ?? Infinity, hi ?? Infinity);
  const km = mileageLimit(f.km) ?? Infinity;
  // String(year) === f.year, without building strings: only a canonical integer text can match.
  const wantYear = f.year ? Number(f.year) : NaN;
  const noYear = Boolean(f.year) && String(wantYear) !== f.year;
  const hideSold = f.sold !== '1';
  const out = new Int32Array(t.size);
  if (noPrice || noYear) return out.subarray(0, 0);
  let k = 0;
  const { make, model, year, price, mileage, sold, body, fuel, trans, origin } = t;
  for (let i = 0; i < t.size; i++) {
    const m = make[i] as number;
    if (!makeOk[m]) continue;
    if (!makeHit[m] && !modelHit[model[i] as number]) continue;
    const p = price[i] as number;
    if (p < min || p > max) continue;
    if (f.year && year[i] !== wantYear) continue;
    if ((mileage[i] as number) > km) continue;
    if (hideSold && sold[i]) continue;
    if (f.body && body[i] !== f.body) continue;
    if (f.fuel && fuel[i] !== f.fuel) continue;
    if (f.trans && trans[i] !== f.trans) continue;
    if (f.origin && origin[i] !== f.origin) continue;
    out[k++] = i;
  }
  const found = out.subarray(0, k);
  const cmp = sortComparator(f.sort);
  if (!cmp) return found;
  const row = (i: number) => ({
    id: t.ids[i] as string,
    price: t.price[i] as number,
    year: t.year[i] as number,
    mileage: t.mileage[i] as number,
  });
  const rows = Array.from(found, row);
  const order = Array.from(found.keys()).sort((a, b) =>
    cmp(rows[a] as ReturnType<typeof row>, rows[b] as ReturnType<typeof row>),
  );
  return Int32Array.from(order, (j) => found[j] as number);
}

/** The entries of `list` matching `f`, in the order `f.sort` asks: one search over a table built for it. */
export function searchList<T extends Filterable & { id?: string }>(list: readonly T[], f: Filters): T[] {
  return Array.from(searchTable(buildSearchTable(list), f), (i) => list[i] as T);
}
