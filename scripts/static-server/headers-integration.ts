// Astro integration: after a build, writes dist/_headers (Netlify, Cloudflare Pages) with the
// same security headers the static server sends, the CSP's hashes covering every built page.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { inlineScriptHashes, netlifyHeadersFileOf } from './security-headers.ts';

const READ_AHEAD = 8;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** `supabaseUrl` is read when the build ends (the warm build worker changes env between builds). */
export function securityHeaders(supabaseUrl: () => string): AstroIntegration {
  return {
    name: 'mewah-security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const out = fileURLToPath(dir);
        // Page by page, a few files at a time: holding every page at once cost most of the
        // build's peak memory at 10,000 vehicles.
        const files = await htmlFiles(out);
        const hashes = new Set<string>();
        let next = 0;
        const worker = async (): Promise<void> => {
          while (next < files.length) {
            const file = files[next++] as string;
            for (const h of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(h);
          }
        };
        await Promise.all(Array.from({ length: READ_AHEAD }, worker));
        await writeFile(path.join(out, '_headers'), netlifyHeadersFileOf(hashes, supabaseUrl()));
      },
    },
  };
}
