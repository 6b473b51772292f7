// `npm run size [distDir]`: JavaScript shipped per page, gzipped. Counts each page's module scripts
// (external and inline), modulepreloads, island component/renderer URLs (client:load fetches them
// at once) and, transitively, their static imports. Dynamic import() targets load only on a click
// or later, so they are listed but not counted. Fails if the landing page exceeds 25 KB, or
// /inventory, a vehicle page, /saved or /compare exceeds 100 KB.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_BYTES = 25 * 1024;
/** The other public pages with scripts (every vehicle page shares one bundle). */
export const PAGE_BUDGET_BYTES = 100 * 1024;
export const BUDGETED_PAGES = ['/inventory', '/vehicle/*', '/saved', '/compare'] as const;

/** Script URLs a page loads on its own: module scripts, modulepreloads, island components. */
export function pageScriptUrls(html: string): { urls: string[]; inline: string[] } {
  const urls = new Set<string>();
  const attr = /<(script|link|astro-island)\b[^>]*>/gi;
  for (const m of html.matchAll(attr)) {
    const tag = m[0];
    const get = (name: string) => new RegExp(`\\s${name}="([^"]+)"`, 'i').exec(tag)?.[1];
    if (m[1]?.toLowerCase() === 'script' && get('src')) urls.add(get('src') as string);
    if (m[1]?.toLowerCase() === 'link' && /rel="modulepreload"/i.test(tag) && get('href'))
      urls.add(get('href') as string);
    if (m[1]?.toLowerCase() === 'astro-island') {
      for (const a of ['component-url', 'renderer-url']) if (get(a)) urls.add(get(a) as string);
    }
  }
  const inline = [
    ...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi),
  ]
    .map((m) => m[1] ?? '')
    .filter((s) => s.trim().length > 0);
  return { urls: [...urls], inline };
}

/** Static `import ... from "x"` / `import "x"` / `export ... from "x"` specifiers, and dynamic ones. */
export function importsOf(js: string): { static: string[]; dynamic: string[] } {
  const stat = [
    ...js.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g),
  ].map((m) => m[1] ?? '');
  // Rolldown (Vite 8) writes a dynamic import's specifier as a template literal.
  const dyn = [...js.matchAll(/import\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1] ?? '');
  return { static: stat, dynamic: dyn };
}

export interface PageSize {
  page: string;
  bytes: number;
  files: string[];
  dynamic: string[];
}

/** Walk a page's static import graph; `read` maps an absolute URL path to its source text. */
export function measurePage(page: string, html: string, read: (urlPath: string) => string): PageSize {
  const { urls, inline } = pageScriptUrls(html);
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  let bytes = inline.reduce((n, s) => n + gzipSync(s).length, 0);
  const visit = (urlPath: string, text: string) => {
    const imports = importsOf(text);
    for (const d of imports.dynamic) dynamic.add(new URL(d, `http://x${urlPath}`).pathname);
    for (const s of imports.static) walk(new URL(s, `http://x${urlPath}`).pathname);
  };
  const walk = (urlPath: string) => {
    if (seen.has(urlPath)) return;
    seen.add(urlPath);
    const text = read(urlPath);
    bytes += gzipSync(text).length;
    visit(urlPath, text);
  };
  for (const s of inline) visit('/', s);
  for (const u of urls) walk(new URL(u, 'http://x/').pathname);
  return { page, bytes, files: [...seen], dynamic: [...dynamic].filter((d) => !seen.has(d)) };
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

function main(): void {
  const dist = resolve(process.argv[2] ?? 'dist');
  const pages = htmlFiles(dist)
    .map((file) => {
      const page = `/${relative(dist, file)
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '')}`;
      return measurePage(page, readFileSync(file, 'utf8'), (u) => readFileSync(join(dist, u), 'utf8'));
    })
    .sort((a, b) => a.page.localeCompare(b.page));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  // Vehicle pages share one bundle; print the first and how many there are.
  const vehicle = pages.filter((p) => p.page.startsWith('/vehicle/'));
  const shown = pages.filter((p) => !p.page.startsWith('/vehicle/') || p === vehicle[0]);
  console.log('JavaScript per page, gzipped (static imports; dynamic imports on click are not counted)');
  for (const p of shown) {
    const label =
      p === vehicle[0] && vehicle.length > 1 ? `${p.page} (and ${vehicle.length - 1} more vehicle pages)` : p.page;
    console.log(
      `${kb(p.bytes).padStart(9)}  ${label}  [${p.files.length} files${p.dynamic.length ? `, +${p.dynamic.length} lazy not counted` : ''}]`,
    );
  }
  const landing = pages.find((p) => p.page === '/');
  if (!landing) throw new Error(`No index.html in ${dist}`);
  let ok = landing.bytes <= LANDING_BUDGET_BYTES;
  console.log(
    `\nLanding page: ${kb(landing.bytes)} of ${kb(LANDING_BUDGET_BYTES)} budget: ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  for (const name of BUDGETED_PAGES) {
    const matching = name.endsWith('/*')
      ? pages.filter((p) => p.page.startsWith(name.slice(0, -1)))
      : pages.filter((p) => p.page === name);
    if (matching.length === 0) {
      console.log(`${name}: not built: MISSING`);
      ok = false;
      continue;
    }
    const worst = matching.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const fits = worst.bytes <= PAGE_BUDGET_BYTES;
    console.log(`${name}: ${kb(worst.bytes)} of ${kb(PAGE_BUDGET_BYTES)} budget: ${fits ? 'OK' : 'OVER BUDGET'}`);
    ok &&= fits;
  }
  if (!ok) process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
