// Similar vehicles (DECISIONS.md): same body type first (closest price first), then the rest by
// smallest absolute price difference; never the vehicle itself.
export interface Comparable {
  id: string;
  bodyType: string;
  price: number;
}

export function similarVehicles<T extends Comparable>(target: Comparable, all: readonly T[], count = 3): T[] {
  const diff = (v: T) => Math.abs(v.price - target.price);
  return all
    .filter((v) => v.id !== target.id)
    .map((v, i) => ({ v, i, same: v.bodyType === target.bodyType ? 0 : 1 }))
    // The original index breaks ties so the result is stable for equal prices.
    .sort((a, b) => a.same - b.same || diff(a.v) - diff(b.v) || a.i - b.i)
    .slice(0, count)
    .map((x) => x.v);
}
