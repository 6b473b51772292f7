// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { securityHeaders } from './src/integrations/headers-integration.ts';
import { hostLimits } from './src/integrations/host-limits.ts';
import { shareCards } from './src/integrations/share-cards.ts';
import { modulePreloads } from './src/integrations/module-preload.ts';
import { astroCsp } from './src/integrations/security-headers.ts';
import { interactionDirective } from './src/integrations/interaction/index.ts';
import { islandScripts } from './src/integrations/island-scripts.ts';

// Every PUBLIC_* setting and its default (the local ones: a fresh clone builds against the embedded
// server with no .env file) is declared once, in src/config/env-schema.ts.
import { envSchema, settingFrom } from './src/config/env-schema.ts';
import { dealerSettingProblems } from './src/config/dealer-settings.ts';

// Live mode publishes the dealer's phone, address and hours: a wrong one stops the build here.
const dealerProblems = dealerSettingProblems(process.env, (name) =>
  settingFrom(process.env, /** @type {keyof typeof envSchema} */ (name)),
);
if (dealerProblems.length) throw new Error(`Dealer settings:\n- ${dealerProblems.join('\n- ')}`);

export default defineConfig({
  site: settingFrom(process.env, 'PUBLIC_SITE_URL'),
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  // Four pages rendered at once: a page's directory and file writes overlap the next page's render
  // (at 2,000 vehicles the page phase took 7.1 s instead of 8.4 s; README "Where the build time went").
  build: { format: 'directory', concurrency: 4 },
  integrations: [
    react({ experimentalDisableStreaming: true }),
    // client:interaction: islands that hydrate on the visitor's first tap, key or focus in them.
    interactionDirective(),
    // /_astro/island.*.js: Astro's island runtime and directives, which public pages load as files.
    islandScripts(),
    // dist/_headers: the static server's security headers for Netlify and Cloudflare Pages.
    securityHeaders(),
    // /vehicle/{id}/share.jpg: every vehicle's share card, made beside the build by a child process.
    // Before hostLimits, which counts the output once the cards are in it.
    shareCards(),
    // The staff pages list their whole module graph as modulepreload links (one level, not a chain).
    modulePreloads(),
    // The output's files and size against the static hosts' limits (HOST_PLAN; docs/deploying.md).
    hostLimits(),
  ],
  devToolbar: { enabled: false },
  // Gzip-size reporting costs seconds per rebuild; `npm run size` measures what matters.
  vite: {
    plugins: [tailwindcss()],
    build: {
      reportCompressedSize: false,
      // src/data/vehicles/{index,browser,build,server}.ts only re-export their folder's sections (its
      // entries, docs/architecture.md). Rolldown counts such a module as having
      // side effects (some sections import modules that do, e.g. ~/lib/zod's config), and then keeps
      // every section it names in each bundle that imports one name from it: /inventory would carry
      // the staff history and the build plan. Declared free of side effects, it costs nothing itself.
      rollupOptions: {
        // React, ReactDOM, the scheduler and Astro's React renderer in one file: every React island
        // loads all of them, so one file instead of five costs no page a byte (gzip does better on
        // the whole: a staff page's first screen 1.6 KB less) and saves a staff page three requests
        // (the renderer keeps a one-line entry file; docs/benchmarks.md, "React in one file").
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
            ],
          },
        },
        treeshake: {
          moduleSideEffects: (id) =>
            !/\/src\/data\/vehicles\/(index|browser|build|server)\.ts$/.test(id.replaceAll('\\', '/')),
        },
      },
    },
  },
  env: { schema: envSchema },
  // Astro writes each page's Content-Security-Policy as a <meta> element, hashing every script and
  // style it emits; the directives besides script-src and style-src come from security-headers.ts.
  security: { csp: astroCsp(settingFrom(process.env, 'PUBLIC_SUPABASE_URL')) },
});
