// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';

// Local defaults: the Supabase CLI's well-known local values, so a fresh clone builds against the
// embedded server with no .env file.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from './src/config/local-supabase.ts';

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://127.0.0.1:4321',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), tailwind({ applyBaseStyles: false })],
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
