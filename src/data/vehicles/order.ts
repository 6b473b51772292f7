// The one order: newest listed first, ties by id; and merging changes into a list kept in it.
import { timeKey } from '~/lib/timestamp';

/** PostgREST's spelling of the order. */
export const ORDER = 'created_at.desc,id.asc';

export interface Ordered {
  id: string;
  createdAt: string;
}

/** The one order as a comparator; uuid text compares as Postgres compares uuids (bytes). */
export function compareNewestFirst(a: Ordered, b: Ordered): number {
  return timeKey(b.createdAt) - timeKey(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
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
