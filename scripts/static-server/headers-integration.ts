// Astro integration: after a build, writes dist/_headers (Netlify, Cloudflare Pages) with the
// same security headers the static server sends, the CSP's hashes covering every built page.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile } from './security-headers.ts';

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
        const pages = await Promise.all((await htmlFiles(out)).map((f) => readFile(f, 'utf8')));
        await writeFile(path.join(out, '_headers'), netlifyHeadersFile(pages, supabaseUrl()));
      },
    },
  };
}
