// Astro integration: after a build, writes dist/_headers (Netlify, Cloudflare Pages) with the
// same security headers the static server sends, the CSP's hashes covering every built page.
// The hashes are gathered while the pages render (csp-hash-middleware.ts), not by reading the
// written pages back.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { closeBuildScriptHashes, openBuildScriptHashes } from './csp-hash-registry.ts';
import { netlifyHeadersFileOf } from './security-headers.ts';

/** `supabaseUrl` is read when the build ends (the warm build worker changes env between builds). */
export function securityHeaders(supabaseUrl: () => string): AstroIntegration {
  let hashes: Set<string> | null = null;
  return {
    name: 'mewah-security-headers',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        addMiddleware({ entrypoint: new URL('./csp-hash-middleware.ts', import.meta.url), order: 'post' });
      },
      'astro:build:start': () => {
        hashes = openBuildScriptHashes();
      },
      'astro:build:done': async ({ dir }) => {
        const collected = hashes ?? new Set<string>();
        hashes = null;
        closeBuildScriptHashes();
        await writeFile(path.join(fileURLToPath(dir), '_headers'), netlifyHeadersFileOf(collected, supabaseUrl()));
      },
    },
  };
}
