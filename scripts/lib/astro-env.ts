// `tsx --import ./scripts/lib/astro-env.ts script.ts`: the script may import modules of src/ that
// read `astro:env/client` (the price bands ask whether the site is live), as Vitest's alias lets
// the tests (vitest.config.ts). The benchmarks measure those modules outside Astro.
import { register } from 'node:module';

register('./astro-env-hooks.mjs', import.meta.url);
