// Astro writes its island runtime (the <astro-island> element) and each client directive it uses
// inline, just before a page's first island: on /inventory 2.6 KB gzipped of the 16.5 KB
// document, which then needed a second round trip (RFC 6928's ten segments, 14,600 bytes) before
// its first screen, and Lighthouse's simulated paint waited for it (docs/benchmarks.md, "The
// island runtime as a file"). On a public page every island waits for the visitor's first
// interaction (client:interaction), whose directive keeps what was done before it attached
// (directive.ts), so the build writes these scripts as files under /_astro/, named by their
// content, and the page loads them with its other scripts after its first paint
// (after-first-paint.ts). Staff pages keep them inline (the middleware does not touch them).
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** What marks an inline script as Astro's island machinery: the runtime or a directive. */
const ISLAND_MARKERS = ['customElements.define("astro-island"', '(self.Astro||(self.Astro={})).'];

/** An inline classic script, as Astro writes its island runtime and directives. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The folder of the written files, beside Astro's own bundles (served as immutable). */
const ISLAND_SCRIPT_DIR = '_astro';

/**
 * The scripts taken out of the pages rendered in this build, by file name. Pages are rendered by
 * the middleware in the same process as the integration's hooks; a global (not a module's own
 * state) so that the two copies of this module Astro's bundles may hold share it.
 */
const REGISTRY = Symbol.for('mewah-motors:island-scripts');
const written = (): Map<string, string> =>
  ((globalThis as { [REGISTRY]?: Map<string, string> })[REGISTRY] ??= new Map());

/** The file name a script's text is written under: its content's hash, as Astro names bundles. */
export const islandScriptFile = (text: string): string =>
  `island.${createHash('sha256').update(text).digest('base64url').slice(0, 12)}.js`;

/**
 * The page with Astro's inline island runtime and directives replaced by module scripts of the
 * same text (each IIFE runs the same as a module), recorded for `islandScripts()` to write.
 */
export function withIslandScriptsAsFiles(html: string): string {
  return html.replace(INLINE_SCRIPT, (tag, text: string) => {
    if (!ISLAND_MARKERS.some((m) => text.includes(m))) return tag;
    const file = islandScriptFile(text);
    written().set(file, text);
    return `<script type="module" src="/${ISLAND_SCRIPT_DIR}/${file}"></script>`;
  });
}

/** Writes the scripts `withIslandScriptsAsFiles` took out of this build's pages. */
export function islandScripts(): AstroIntegration {
  return {
    name: 'mewah-island-scripts',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const folder = path.join(fileURLToPath(dir), ISLAND_SCRIPT_DIR);
        await mkdir(folder, { recursive: true });
        await Promise.all([...written()].map(([file, text]) => writeFile(path.join(folder, file), text)));
        written().clear();
      },
    },
  };
}
