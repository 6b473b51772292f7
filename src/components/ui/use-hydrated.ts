// True once an island runs in the browser, false while Astro renders it on the server and during
// hydration, so the first client render matches the server's markup (React's useSyncExternalStore
// with a server snapshot, instead of a "mounted" flag set in an effect).
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export const useHydrated = (): boolean => useSyncExternalStore(subscribeNever, inBrowser, onServer);
