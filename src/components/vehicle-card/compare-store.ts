// $compare: up to COMPARE_LIMIT cars chosen with 'Compare' on cards and on /saved, kept in
// localStorage so the choice survives moving between pages. /compare?ids=… shows them.
import { COMPARE_KEY, COMPARE_LIMIT, compareUrl } from './saved-keys';
import { storedIds } from './stored-ids';

export { COMPARE_LIMIT, compareUrl };

const compare = storedIds(COMPARE_KEY, COMPARE_LIMIT);
export const $compare = compare.$ids;

/** Adds or removes `id`; 'full' (and no change) when it would be a fourth car. */
export function toggleCompare(id: string): 'added' | 'removed' | 'full' {
  if (compare.has(id)) {
    compare.remove(id);
    return 'removed';
  }
  if ($compare.get().length >= COMPARE_LIMIT) return 'full';
  compare.add(id);
  return 'added';
}

export const setCompare = (ids: readonly string[]): void => compare.save(ids);
