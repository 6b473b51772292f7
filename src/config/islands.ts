// The two events between `client:interaction` (src/integrations/interaction/directive.ts) and the
// page: a page script dispatches WAKE on an island to hydrate it at once; a hydrated island
// dispatches READY from its own markup (useIslandReady), and the directive then replays what the
// visitor did meanwhile.
export const ISLAND_WAKE_EVENT = 'island:wake';
export const ISLAND_READY_EVENT = 'island:ready';
/** Set with WAKE, for a directive that starts after the event was sent. */
export const ISLAND_WAKE_ATTRIBUTE = 'data-wake';
/** 'waiting' until the visitor reaches for the island, 'ready' once it has hydrated and replayed. */
export const ISLAND_STATE_ATTRIBUTE = 'data-interaction';
