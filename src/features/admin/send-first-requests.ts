// The first requests leave as this module is evaluated. The island imports it before anything
// else, so they go out before React, zod and the cards' code are evaluated, and that work then
// overlaps the round trip instead of preceding it (docs/benchmarks.md). The page's own script
// imports it too, for the rare visit where that script runs first; either way they go once.
import { firstRequests } from './first-requests';

firstRequests();
