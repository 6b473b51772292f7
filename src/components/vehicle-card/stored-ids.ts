// A list of vehicle ids kept in the browser's localStorage (nothing is sent to a server), shared
// by every island and script of the page and kept in step with other tabs. Read lazily, after
// hydration: the server render never knows the visitor's list. $favourites and $compare are two
// of these; their modules add only their own rules (the compare limit).
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { parseIds, readIds } from './saved-keys';

export interface StoredIds {
  /** The list, oldest first; [] until read after hydration. */
  readonly $ids: ReadableAtom<string[]>;
  has(id: string): boolean;
  /** Replace the list (distinct ids, at most `max`) here and in localStorage. */
  save(next: readonly string[]): void;
  add(id: string): void;
  remove(id: string): void;
}

export function storedIds(key: string, max = Infinity): StoredIds {
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
  const save = (next: readonly string[]): void => {
    const list = [...new Set(next)].slice(0, max);
    $ids.set(list);
    try {
      localStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Private mode or full storage: the change still holds for this visit.
    }
  };
  return {
    $ids,
    has: (id) => $ids.get().includes(id),
    save,
    add: (id) => save([...$ids.get(), id]),
    remove: (id) => save($ids.get().filter((x) => x !== id)),
  };
}
