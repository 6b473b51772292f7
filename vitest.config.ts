import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: pure logic (fast, parallel) and integration tests that start the embedded
// Supabase server in memory and talk to it through the real supabase-js. End-to-end tests
// are Playwright's (tests/e2e) and never run here.
export default defineConfig({
  // 'astro:env/client' exists only inside Astro; tests read the same settings through a stand-in.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      'astro:env/client': fileURLToPath(new URL('./tests/astro-env-client.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file boots its own PGlite; two cores cannot run many at once.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
