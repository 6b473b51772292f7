// Staff pages load their code as a chain: a module script names its imports, each of them names its
// own, and the browser finds each level only once the one before has arrived. On /manage-inventory
// that was three levels before the first requests could leave and four before React could draw
// (docs/benchmarks.md, "/manage-inventory: the first cards without supabase-js"). After the build,
// each of these pages lists every module its scripts and islands import statically as
// <link rel="modulepreload">, so the browser asks for all of them at once. Public pages are left
// as they are: their scripts are small and load on the first input.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';

/** The pages (their folder under the output) whose module graph is listed. */
export const PRELOADED_PAGES: readonly string[] = [
  'manage-inventory',
  'manage-inventory/leads',
  'manage-inventory/desk',
  'manage-inventory/staff',
  'manage-inventory/publishing',
  'manage-inventory/account',
  'reset-password',
];

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: a chunk's static imports (never import()). */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'](\.\/[^"']+\.js)["']/g;

/** The page's entry modules: its module scripts and its islands' component and renderer. */
const ENTRY = /<script type="module" src="([^"]+\.js)"|(?:component|renderer)-url="([^"]+\.js)"/g;

/** Every module the entries import statically, entries included, as site paths ('/_astro/x.js'). */
export function staticGraph(entries: readonly string[], read: (path: string) => string | null): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    const code = read(path);
    if (code === null) return;
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const m of code.matchAll(STATIC_IMPORT)) visit(dir + (m[1] ?? '').slice(2));
  };
  entries.forEach(visit);
  return [...seen];
}

/**
 * The page's HTML with a modulepreload link for each module of its graph that no script names
 * already. The islands' modules come first, the largest first: over HTTP/1.1 a browser opens six
 * connections to a host and queues the rest, and nothing of an island runs before its last module
 * is in, so the page's own scripts (the header's menu and sign-out) wait behind them
 * (docs/benchmarks.md).
 */
export function withModulePreloads(html: string, read: (path: string) => string | null): string {
  const scripts = new Set<string>();
  const islands: string[] = [];
  for (const m of html.matchAll(ENTRY)) {
    if (m[1]) scripts.add(m[1]);
    else if (m[2]) islands.push(m[2]);
  }
  const graph = staticGraph(islands, read);
  const size = new Map(graph.map((path) => [path, read(path)?.length ?? 0]));
  const first = graph.sort((a, b) => (size.get(b) ?? 0) - (size.get(a) ?? 0));
  const rest = staticGraph([...scripts], read).filter((path) => !first.includes(path));
  const links = [...first, ...rest]
    .filter((path) => !scripts.has(path) && !html.includes(`<link rel="modulepreload" href="${path}"`))
    .map((path) => `<link rel="modulepreload" href="${path}">`);
  return links.length ? html.replace('</head>', `${links.join('')}</head>`) : html;
}

export function modulePreloads(pages: readonly string[] = PRELOADED_PAGES): AstroIntegration {
  return {
    name: 'mewah:module-preload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        const read = (path: string): string | null => {
          const file = join(root, path);
          return path.startsWith('/') && existsSync(file) ? readFileSync(file, 'utf8') : null;
        };
        for (const page of pages) {
          // An incremental build renders only some pages: the others are not here.
          const file = join(root, page, 'index.html');
          if (!existsSync(file)) continue;
          const html = readFileSync(file, 'utf8');
          const next = withModulePreloads(html, read);
          if (next !== html) writeFileSync(file, next);
        }
      },
    },
  };
}
