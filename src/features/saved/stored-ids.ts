// A list of vehicle ids kept in the browser's localStorage (nothing is sent to a server), shared
// by every island and script of the page and kept in step with other tabs. Read lazily, after
// hydration: the server render never knows the visitor's list.
import { atom, onMount, type WritableAtom } from 'nanostores';
import { parseIds, readIds } from './saved-keys';

export function storedIds(key: string, max = Infinity): WritableAtom<string[]> {
  const $ids = atom<string[]>([]);
  onMount($ids, () => {
    if (typeof localStorage === 'undefined') return;
    $ids.set(readIds(key, max));
    const other = (e: StorageEvent) => {
      if (e.key === key) $ids.set(parseIds(e.newValue, max));
    };
    window.addEventListener('storage', other);
    return () => window.removeEventListener('storage', other);
  });
  return $ids;
}

export function saveIds($ids: WritableAtom<string[]>, key: string, next: string[]): void {
  $ids.set(next);
  try {
    localStorage.setItem(key, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the change still holds for this visit.
  }
}
