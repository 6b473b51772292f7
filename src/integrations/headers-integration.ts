// Astro integration: after a build, writes dist/_headers (Netlify, Cloudflare Pages) with the
// security headers the static server sends. Each page's script and style policy is the <meta>
// element Astro's own CSP writes into it (security-headers.ts).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile } from './security-headers.ts';

export function securityHeaders(): AstroIntegration {
  return {
    name: 'mewah-security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await writeFile(path.join(fileURLToPath(dir), '_headers'), netlifyHeadersFile());
      },
    },
  };
}
