// The one zod the site's own code imports: zod/mini (tree-shakable) without its JIT. zod's JIT
// probes `new Function`, which the pages' CSP (no 'unsafe-eval') refuses and reports.
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
