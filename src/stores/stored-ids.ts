// A list of vehicle ids kept in the browser's localStorage (nothing is sent to a server), shared
// by every island and script of the page and kept in step with other tabs. Read lazily, after
// hydration: the server render never knows the visitor's list.
import { atom, onMount, type WritableAtom } from 'nanostores';

const parse = (text: string | null): string[] => {
  try {
    const v: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string'))] : [];
  } catch {
    return [];
  }
};

export function storedIds(key: string, max = Infinity): WritableAtom<string[]> {
  const $ids = atom<string[]>([]);
  onMount($ids, () => {
    if (typeof localStorage === 'undefined') return;
    try {
      $ids.set(parse(localStorage.getItem(key)).slice(0, max));
    } catch {
      // Storage blocked: the list lives for this visit only.
    }
    const other = (e: StorageEvent) => {
      if (e.key === key) $ids.set(parse(e.newValue).slice(0, max));
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
