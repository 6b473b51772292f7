// `STORAGEJS_SUITE=/path/to/packages/core/storage-js npm run suite:storage`: storage-js's own suite
// against the embedded server (rest-shared.ts). Figures and what fails: docs/embedded-server.md.
import { runClientSuite } from './rest-shared.ts';

await runClientSuite({
  envVar: 'STORAGEJS_SUITE',
  include: ['test/**/*.test.ts', 'test/**/*.spec.ts'],
});
