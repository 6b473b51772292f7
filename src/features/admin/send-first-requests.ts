// The first requests leave as this module is evaluated. The island imports it before anything
// else, so they go out before React, zod and the cards' code are evaluated, and that work then
// overlaps the round trip instead of preceding it (docs/benchmarks.md). A page script of its own
// ran later than this: deferred, found last in the body, and queued behind the island's modules.
import { firstRequests } from './first-requests';

firstRequests();
