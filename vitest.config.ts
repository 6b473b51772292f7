import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests live in folders by area (tests/public, staff, security, server, rebuild, i18n; shared set-up
// in tests/support). Two projects: pure logic (`*.test.ts`: fast, parallel) and integration tests
// (`*.int.test.ts`) that start the embedded Supabase server in memory and talk to it through the
// real supabase-js. End-to-end tests (`*.spec.ts`) are Playwright's and never run here.
export default defineConfig({
  // 'astro:env/client' exists only inside Astro; tests read the same settings through a stand-in.
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./src', import.meta.url)),
      'astro:env/client': fileURLToPath(new URL('./tests/support/astro-env-client.ts', import.meta.url)),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/**/*.int.test.ts'],
          environment: 'node',
          // Both cores (Vitest's default leaves one idle), and the modules a worker has imported
          // kept from file to file: importing them again for each file was 72 % of the project's
          // 42 s, and without it the project takes 4 s. A file that stubs a global, an env var or
          // the clock restores it after itself (vi.unstubAllGlobals, vi.unstubAllEnvs,
          // vi.useRealTimers), and the files pass in any order (docs/testing.md).
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/**/*.int.test.ts'],
          environment: 'node',
          setupFiles: ['tests/support/quick-hashes.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server over the worker's one migrated and seeded database, its
          // rows put back between files (tests/support/shared-database.ts). Three at once on two
          // cores: some files spend seconds waiting by design (a compressed sales day, a statement
          // timeout), and a third file keeps the cores busy meanwhile (149 s to 135 s alone).
          maxWorkers: 3,
          // A worker keeps its modules between files: the embedded server's code is transformed and
          // PGlite's WebAssembly compiled once per worker, not once per file (half the stage's time).
          // The shared database's pool lives in such a module, so it outlasts each file. Files share
          // no other state; one that changes process.env restores it in a finally block.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
