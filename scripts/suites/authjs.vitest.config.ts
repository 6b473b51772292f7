// Vitest settings for the auth client's own suite (see auth-js.ts): its two GoTrueClient test
// files, in the suite's folder, one at a time, with jest's globals.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const suite = process.env.AUTHJS_SUITE ?? '';

export default defineConfig({
  root: suite,
  test: {
    include: ['test/GoTrueClient.test.ts', 'test/GoTrueClient.signOut.test.ts'],
    globals: true,
    environment: 'node',
    setupFiles: [fileURLToPath(new URL('./jest-compat.ts', import.meta.url))],
    fileParallelism: false,
    // jest's default is 5 s; the embedded server's first requests also warm its database.
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
