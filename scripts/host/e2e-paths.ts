// Where the e2e stack keeps its files, shared with the specs (which run on the same machine).
import path from 'node:path';

export const e2eDir = (sitePort: number): string => path.resolve('.test-data', `e2e-${sitePort}`);

/** While this file exists, the e2e stack's builds fail (see scripts/e2e-stack.ts). */
export const breakBuildFlag = (sitePort: number): string => path.join(e2eDir(sitePort), 'break-build');
