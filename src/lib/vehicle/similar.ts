// Similar vehicles (docs/product.md D10): same body type first (closest price first), then the rest by
// smallest absolute price difference; never the vehicle itself. Ties in price difference keep the
// inventory's order. Each body type's vehicles are sorted by price once, so one lookup is a binary
// search plus a few steps outwards: O(N log N) for a whole build instead of O(N² log N).
interface Comparable {
  id: string;
  bodyType: string;
  price: number;
}

interface Entry<T> {
  v: T;
  i: number;
}

/** Per body type, the vehicles sorted by price (then inventory order). */
type Groups<T> = Map<string, Entry<T>[]>;

function groupsOf<T extends Comparable>(all: readonly T[]): Groups<T> {
  const groups: Groups<T> = new Map();
  all.forEach((v, i) => {
    const g = groups.get(v.bodyType);
    if (g) g.push({ v, i });
    else groups.set(v.bodyType, [{ v, i }]);
  });
  for (const g of groups.values()) g.sort((a, b) => a.v.price - b.v.price || a.i - b.i);
  return groups;
}

const byDiffThenOrder =
  <T extends Comparable>(price: number) =>
  (a: Entry<T>, b: Entry<T>): number =>
    Math.abs(a.v.price - price) - Math.abs(b.v.price - price) || a.i - b.i;

/** The `count` entries of `group` nearest to `target`'s price (ties: inventory order), never `target`. */
function nearest<T extends Comparable>(group: Entry<T>[], target: Comparable, count: number): Entry<T>[] {
  if (count <= 0 || group.length === 0) return [];
  const p = target.price;
  const diff = (e: Entry<T>): number => Math.abs(e.v.price - p);
  let lo = 0;
  let hi = group.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((group[mid] as Entry<T>).v.price < p) lo = mid + 1;
    else hi = mid;
  }
  let l = lo - 1;
  let r = lo;
  const picked: Entry<T>[] = [];
  const take = (e: Entry<T>): void => {
    if (e.v.id !== target.id) picked.push(e);
  };
  // Walk outwards until `count` are taken, then keep every entry as close as the farthest one
  // taken: those tie with it, and the inventory order decides between them below.
  let bound = Infinity;
  for (;;) {
    const left = l >= 0 ? (group[l] as Entry<T>) : null;
    const right = r < group.length ? (group[r] as Entry<T>) : null;
    if (!left && !right) break;
    const useLeft = !!left && (!right || diff(left) <= diff(right));
    const e = (useLeft ? left : right) as Entry<T>;
    if (diff(e) > bound) break;
    if (useLeft) l--;
    else r++;
    take(e);
    if (bound === Infinity && picked.length >= count) bound = diff(e);
  }
  return picked.sort(byDiffThenOrder(p)).slice(0, count);
}

/** One lookup structure for a whole inventory: `find(target, count)` answers like similarVehicles. */
export function similarFinder<T extends Comparable>(all: readonly T[]): (target: Comparable, count?: number) => T[] {
  const groups = groupsOf(all);
  return (target, count = 3) => {
    const same = nearest(groups.get(target.bodyType) ?? [], target, count);
    if (same.length >= count) return same.map((e) => e.v);
    const need = count - same.length;
    const rest: Entry<T>[] = [];
    for (const [type, g] of groups) if (type !== target.bodyType) rest.push(...nearest(g, target, need));
    rest.sort(byDiffThenOrder(target.price));
    return [...same, ...rest.slice(0, need)].map((e) => e.v);
  };
}

/**
 * Up to `count` vehicles similar to `target` from `all` (the inventory, in its display order).
 * For many lookups over one inventory, make one `similarFinder(all)` instead.
 */
export function similarVehicles<T extends Comparable>(target: Comparable, all: readonly T[], count = 3): T[] {
  return similarFinder(all)(target, count);
}

/** Cars that may be suggested: sold ones are not; their own pages still get suggestions. */
export const suggestable = <T extends { status?: string }>(list: readonly T[]): T[] =>
  list.filter((c) => c.status !== 'sold');
