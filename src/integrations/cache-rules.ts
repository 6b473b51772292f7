// Browser caching per path (docs/deploying.md), in one place: dist/_headers gives Netlify and Cloudflare
// Pages these rules, and the project's own static server sends the same (scripts/host/serve).
// HTML has no rule: both hosts answer it `public, max-age=0, must-revalidate` with an ETag (the
// static server `no-cache`, the same thing), and a `/*` Cache-Control would be joined with the
// rules below on both hosts, which combine the values of every matching rule.

import { INVENTORY_LATER_PATH } from '../lib/first-screen.ts';

export interface CacheRule {
  /** A _headers path: exact, or ending in `/*` for everything under a folder. */
  path: string;
  cacheControl: string;
  /** Why, for the generated file. */
  why: string;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const CACHE_RULES: readonly CacheRule[] = [
  { path: '/_astro/*', cacheControl: IMMUTABLE, why: 'hashed by the build: a changed file gets a new name' },
  {
    path: '/seed/*',
    cacheControl: 'public, max-age=604800, stale-while-revalidate=86400',
    why: 'seed pictures, named per car and never rewritten',
  },
  {
    path: '/images/*',
    cacheControl: 'public, max-age=86400, stale-while-revalidate=604800',
    why: 'site artwork',
  },
  {
    path: '/inventory-index.json',
    cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
    why: 'rebuilt per build; the page adds every change since its stamp from live data',
  },
  {
    path: INVENTORY_LATER_PATH,
    cacheControl: 'public, max-age=300, stale-while-revalidate=3600',
    why: "rebuilt per build and asked for with the page's build stamp in its query",
  },
];

/** The rule's Cache-Control for a request path, or null (then HTML revalidates). */
export function cacheRuleFor(urlPath: string): string | null {
  for (const rule of CACHE_RULES) {
    const hit = rule.path.endsWith('/*') ? urlPath.startsWith(rule.path.slice(0, -1)) : urlPath === rule.path;
    if (hit) return rule.cacheControl;
  }
  return null;
}

/** The rules as _headers blocks. */
export function cacheRulesHeaders(): string[] {
  return CACHE_RULES.flatMap((r) => [`# ${r.why}`, r.path, `  Cache-Control: ${r.cacheControl}`]);
}
