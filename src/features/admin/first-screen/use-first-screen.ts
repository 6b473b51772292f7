// The staff pages' islands, drawn in two steps (docs/benchmarks.md): first the page's first screen,
// from the answers its inline script asked with the stored session (first-screen.ts), with React
// and the page's own drawing code only; then the page itself (supabase-js, the session check, the
// guards), loaded by dynamic import once the first screen is drawn or known not to come, which
// takes the same answers and keeps the first screen on screen while the guards check.
import { createContext, useEffect, useState, type ComponentType } from 'react';
import { API_URL } from '~/data/api';
import { sessionStorageKey } from '~/lib/session-key';

/**
 * True inside a first screen: what is drawn there asks nothing (no effect loads data or
 * supabase-js) and acts on nothing (it sits in a disabled fieldset); the page itself replaces it.
 */
export const DrawOnly = createContext(false);

/** A first screen asked as the island's module runs, its answer once it has come, and the page's loader. */
export interface EarlyScreen<S, P> {
  asked: Promise<S | null>;
  answered: () => S | null | undefined;
  /** The page itself (a dynamic import): supabase-js, the session check, the guards. */
  load: () => Promise<{ default: ComponentType<P> }>;
}

/**
 * Ask now, as the island's module is evaluated, before React's first render: when the answers are
 * in before React draws for the first time (the round trip is often shorter than the evaluation of
 * React and the page's code), that first render draws the first screen; no empty render comes first.
 */
export function askEarly<S, P>(
  asked: Promise<S | null>,
  load: () => Promise<{ default: ComponentType<P> }>,
): EarlyScreen<S, P> {
  let answered: S | null | undefined;
  void asked.then((screen) => (answered = screen));
  return { asked, answered: () => answered, load };
}

/**
 * The first screen (undefined while its answers are on their way, null when there is none) and the
 * page's component, loaded once the first screen is decided.
 */
export function useFirstScreen<S, P>(
  early: EarlyScreen<S, P>,
): {
  first: S | null | undefined;
  App: ComponentType<P> | null;
} {
  const [first, setFirst] = useState<S | null | undefined>(early.answered);
  const [App, setApp] = useState<ComponentType<P> | null>(null);

  useEffect(() => {
    let live = true;
    void early.asked.then((screen) => {
      if (live) setFirst(screen);
    });
    // Before supabase-js follows the session, a sign-out (or another sign-in) in another tab
    // takes the first screen away; supabase-js and the guards decide from there.
    const key = sessionStorageKey(API_URL);
    const onStorage = (e: StorageEvent): void => {
      if (e.key === null || e.key === key) setFirst(null);
    };
    addEventListener('storage', onStorage);
    return () => {
      live = false;
      removeEventListener('storage', onStorage);
    };
  }, [early]);

  // Once the first screen is drawn (or known not to come), the page loads.
  const decided = first !== undefined;
  useEffect(() => {
    if (!decided) return;
    let live = true;
    void early.load().then((m) => {
      if (live) setApp(() => m.default);
    });
    return () => {
      live = false;
    };
  }, [decided, early]);

  return { first, App };
}
