// Astro integration: after a build, writes dist/_headers (Netlify, Cloudflare Pages) with the
// security headers the static server sends. Each page's script and style policy is the <meta>
// element Astro's own CSP writes into it (security-headers.ts).
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { netlifyHeadersFile } from './security-headers.ts';

export function securityHeaders(): AstroIntegration {
  return {
    name: 'mewah-security-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        await writeFile(path.join(root, '_headers'), netlifyHeadersFile());
        // Cloudflare Pages answers an unknown path with the nearest 404.html up the tree
        // (its _redirects allows no 404 status); the Malay 404 page is built as ms/404/index.html.
        await copyFile(path.join(root, 'ms', '404', 'index.html'), path.join(root, 'ms', '404.html')).catch(
          (err: NodeJS.ErrnoException) => {
            if (err.code !== 'ENOENT') throw err;
          },
        );
      },
    },
  };
}
