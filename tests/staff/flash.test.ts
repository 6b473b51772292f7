import { beforeEach, describe, expect, it } from 'vitest';
import { setFlash, takeFlash } from '~/components/session/toasts';

// A minimal sessionStorage for Node.
const store = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  },
});

describe('flash messages across one navigation', () => {
  beforeEach(() => store.clear());

  it('is shown once, by the page it was meant for (trailing slash or not)', () => {
    setFlash({ kind: 'success', message: 'Logged out successfully', path: '/auth' });
    expect(takeFlash('/manage-inventory')).toBeNull(); // the page being left does not eat it
    expect(takeFlash('/auth/')).toEqual({ kind: 'success', message: 'Logged out successfully', path: '/auth' });
    expect(takeFlash('/auth')).toBeNull();
  });

  it('drops a malformed value', () => {
    store.set('mewah:flash', '{"kind":"party","message":"x","path":"/auth"}');
    expect(takeFlash('/auth')).toBeNull();
    expect(store.has('mewah:flash')).toBe(false);
    store.set('mewah:flash', 'not json');
    expect(takeFlash('/auth')).toBeNull();
    expect(store.has('mewah:flash')).toBe(false);
  });
});
