import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM_PATH } from './scripts/ensure-chromium.ts';

// End-to-end tests run in Debian's Chromium against the built site, served by the project's
// static server from a fresh embedded Supabase (see scripts/e2e-stack.ts). Two workers: the public
// specs only read the shared inventory, so their files run two at a time (and the host's spec, on a
// stack of its own, beside them); staff and rebuild change the inventory and run one file at a time,
// in that order, after the public ones.
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4331);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54331);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The stack serves every page with its Content-Security-Policy and collects violation reports;
  // the teardown fails the run on any (tests/support/e2e/csp-global.ts).
  globalSetup: './tests/support/e2e/csp-setup.ts',
  globalTeardown: './tests/support/e2e/csp-teardown.ts',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_SITE_PORT}`,
    // A trace records every action's snapshot and screencast: on CI only a retried test's run
    // (a failure twice still has one), locally every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // As some visitors ask: entrance and looping animations cost the browser frames on every page
    // the suite opens. The tests of motion (the landing's, the inventory cards' entrance) ask for
    // it back.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'public',
      testMatch: /tests\/(public|i18n|security)\/.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'staff',
      testMatch: /tests\/staff\/.*\.spec\.ts$/,
      dependencies: ['public'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'rebuild',
      testMatch: /tests\/rebuild\/.*\.spec\.ts$/,
      dependencies: ['staff'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    // The production build on Cloudflare's local runtime, with its own API (tests/host/wrangler.spec.ts).
    {
      name: 'host',
      testMatch: /tests\/host\/.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: `tsx scripts/e2e-stack.ts --site-port ${E2E_SITE_PORT} --api-port ${E2E_API_PORT}`,
    url: `http://127.0.0.1:${E2E_SITE_PORT}/__hooks/status`,
    // npm test starts five stacks at once beside Vitest, and their first builds take turns.
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
