// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import { securityHeaders } from './scripts/static-server/headers-integration.ts';

// Local defaults: the Supabase CLI's well-known local values, so a fresh clone builds against the
// embedded server with no .env file.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './src/config/local-supabase.ts';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  // Four pages rendered at once: a page's directory and file writes overlap the next page's render
  // (at 2,000 vehicles the page phase took 7.1 s instead of 8.4 s; README "Where the build time went").
  build: { format: 'directory', concurrency: 4 },
  integrations: [
    react(),
    tailwind({ applyBaseStyles: false }),
    // dist/_headers: the static server's security headers for Netlify and Cloudflare Pages.
    securityHeaders(() => process.env.PUBLIC_SUPABASE_URL || LOCAL_SUPABASE_URL),
  ],
  devToolbar: { enabled: false },
  // Gzip-size reporting costs seconds per rebuild; `npm run size` measures what matters.
  vite: { build: { reportCompressedSize: false } },
  env: {
    schema: {
      PUBLIC_SUPABASE_URL: envField.string({ context: 'client', access: 'public', default: LOCAL_SUPABASE_URL }),
      PUBLIC_SUPABASE_ANON_KEY: envField.string({ context: 'client', access: 'public', default: LOCAL_ANON_KEY }),
    },
  },
});
