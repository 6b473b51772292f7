// $compare: up to COMPARE_LIMIT cars chosen with 'Compare' on cards and on /saved, kept in
// localStorage so the choice survives moving between pages. /compare?ids=… shows them.
import { COMPARE_KEY as KEY, COMPARE_LIMIT, compareUrl } from './saved-keys';
import { saveIds, storedIds } from './stored-ids';

export { COMPARE_LIMIT, compareUrl };

export const $compare = storedIds(KEY, COMPARE_LIMIT);

/** Adds or removes `id`; 'full' (and no change) when it would be a fourth car. */
export function toggleCompare(id: string): 'added' | 'removed' | 'full' {
  const list = $compare.get();
  if (list.includes(id)) {
    saveIds($compare, KEY, list.filter((x) => x !== id));
    return 'removed';
  }
  if (list.length >= COMPARE_LIMIT) return 'full';
  saveIds($compare, KEY, [...list, id]);
  return 'added';
}

export function setCompare(ids: readonly string[]): void {
  saveIds($compare, KEY, [...new Set(ids)].slice(0, COMPARE_LIMIT));
}
