// True once an island runs in the browser, false while Astro renders it on the server and during
// hydration, so the first client render matches the server's markup (React's useSyncExternalStore
// with a server snapshot, instead of a "mounted" flag set in an effect).
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { ISLAND_READY_EVENT } from '~/config/islands';

const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export const useHydrated = (): boolean => useSyncExternalStore(subscribeNever, inBrowser, onServer);

/**
 * For an island hydrated with `client:interaction`: put the ref on its outermost element. Once
 * hydrated, it tells the directive, which then hands over what the visitor typed or pressed meanwhile.
 */
export function useIslandReady<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
  }, []);
  return ref;
}
