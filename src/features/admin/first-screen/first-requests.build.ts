// For a staff page's frontmatter (build time only: node:crypto): the inline script that sends the
// page's first requests (first-requests.ts) and its hash for the page's CSP. Astro's policy lists
// only the scripts it bundles, so the page inserts this one's hash itself (Astro.csp).
// esbuild: Astro's own dependency.
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { firstRequestsScript, type FirstRequest } from './first-requests';

export function firstRequestsOnPage(requests: Record<string, FirstRequest>): {
  script: string;
  hash: `sha256-${string}`;
} {
  // Minified: it is part of what the page loads before its first screen (npm run size).
  const script = transformSync(firstRequestsScript(requests), { minify: true, target: 'es2022' }).code.trim();
  return { script, hash: `sha256-${createHash('sha256').update(script).digest('base64')}` };
}
