// The route table all three services (auth, REST, storage) use: method + path pattern → handler.
// A pattern is '/'-separated: a literal segment, ':name' for one segment, or a final '*name' for
// the rest (one or more segments, joined by '/'). Captured segments arrive URL-decoded (a
// malformed escape throws URIError, which the service's error mapping answers). Empty segments
// are ignored, so '/signup/' is '/signup'. A GET route also answers HEAD. First match wins.
import type { ApiRequest, ApiResponse } from './http.ts';

export type RouteParams = Readonly<Record<string, string>>;
export type RouteHandler = (req: ApiRequest, params: RouteParams) => Promise<ApiResponse>;

interface Route {
  methods: readonly string[];
  segments: readonly string[];
  handler: RouteHandler;
}

/** One row of a route table. */
export function route(methods: string | readonly string[], pattern: string, handler: RouteHandler): Route {
  return {
    methods: typeof methods === 'string' ? [methods] : methods,
    segments: pattern.split('/').filter(Boolean),
    handler,
  };
}

type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: RouteParams }
  /** the path is known but not for this method */
  | { kind: 'method' }
  | { kind: 'none' };

function matchSegments(pattern: readonly string[], path: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, seg] of pattern.entries()) {
    if (seg.startsWith('*')) {
      const rest = path.slice(i);
      if (rest.length === 0) return null;
      params[seg.slice(1)] = rest.map(decodeURIComponent).join('/');
      return params;
    }
    const given = path[i];
    if (given === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decodeURIComponent(given);
    else if (seg !== given) return null;
  }
  return path.length === pattern.length ? params : null;
}

/** The parameters `path` gives `pattern`, or null when it does not match. */
export const matchPath = (pattern: string, path: string): RouteParams | null =>
  matchSegments(pattern.split('/').filter(Boolean), path.split('/').filter(Boolean));

/** The first route matching `method` and `path` (the path after the service's mount). */
export function matchRoute(table: readonly Route[], method: string, path: string): RouteMatch {
  const segments = path.split('/').filter(Boolean);
  const wanted = method === 'HEAD' ? ['HEAD', 'GET'] : [method];
  let known = false;
  for (const r of table) {
    const params = matchSegments(r.segments, segments);
    if (!params) continue;
    if (r.methods.some((m) => wanted.includes(m))) return { kind: 'found', handler: r.handler, params };
    known = true;
  }
  return known ? { kind: 'method' } : { kind: 'none' };
}
