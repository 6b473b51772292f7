import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The dealer's own site (PUBLIC_SITE_MODE=live, docs/deploying.md "Going live") end to end: its own
// stack (scripts/e2e-stack.ts on ports of its own), built with the dealer's settings below, and the
// specs of tests/live. Run: `npx playwright test -c playwright.live.config.ts`.
const SITE_PORT = Number(process.env.E2E_LIVE_SITE_PORT ?? 4341);
const API_PORT = Number(process.env.E2E_LIVE_API_PORT ?? 54341);
// The helpers of tests/support/e2e read the API's port from here (workers inherit it).
process.env.E2E_API_PORT = String(API_PORT);

/**
 * A public holiday of the dealer's inside the test-drive window (three days ahead, Malaysian time):
 * tests/live/day-one.spec.ts finds it refused by the form and by the database.
 */
export const LIVE_HOLIDAY = new Date(Date.now() + 8 * 3600_000 + 3 * 86_400_000).toISOString().slice(0, 10);

/** The dealer these specs expect (tests/live/leads.spec.ts). */
export const LIVE_DEALER = {
  PUBLIC_SITE_MODE: 'live',
  // Another brand than the demo's: tests/live/no-demo.spec.ts finds no word of the demo in the build.
  PUBLIC_BRAND_NAME: 'Laju Prestige Motors',
  PUBLIC_DEALER_PHONE: '+60 3-2141 8888',
  PUBLIC_DEALER_WHATSAPP: '+60 12-888 1234',
  PUBLIC_DEALER_EMAIL: 'sales@lajuprestige.example',
  PUBLIC_DEALER_STREET: '8 Jalan Ampang',
  PUBLIC_DEALER_AREA: 'KLCC',
  PUBLIC_DEALER_POSTCODE: '50450',
  PUBLIC_DEALER_CITY: 'Kuala Lumpur',
  PUBLIC_DEALER_HOURS: 'mon-sat 09:00-18:00; sun 10:00-16:00',
  PUBLIC_DEALER_HOLIDAYS: LIVE_HOLIDAY,
  PUBLIC_DEALER_MAKES: 'BMW, Porsche, Lexus',
  PUBLIC_DEALER_TESTIMONIALS:
    '[{"quote":"Fair price and a spotless Cayenne.","name":"Farid Hakim","car":"2021 Porsche Cayenne"}]',
  PUBLIC_DEALER_TESTIMONIALS_MS:
    '[{"quote":"Harga berpatutan dan Cayenne yang bersih.","name":"Farid Hakim","car":"Porsche Cayenne 2021"}]',
} as const;

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL: `http://127.0.0.1:${SITE_PORT}` },
  // Its own folder: it runs beside the demo's suite (scripts/test.ts), which empties test-results/.
  outputDir: 'test-results-live',
  projects: [
    {
      name: 'live',
      testMatch: /tests\/live\/.*\.spec\.ts$/,
      testIgnore: /tests\/live\/(day-one|import-sync)\.spec\.ts$/,
      use: base.projects?.[0]?.use ?? {},
    },
    // A week of imports adds cars to the stock the other specs count (the filters' counts), so it
    // runs once they are done.
    {
      name: 'live-import',
      testMatch: /tests\/live\/import-sync\.spec\.ts$/,
      dependencies: ['live'],
      use: base.projects?.[0]?.use ?? {},
    },
    // The owner's first day: it takes the ownership and empties the stock for a while, so it runs
    // once the other live specs are done.
    {
      name: 'live-day-one',
      testMatch: /tests\/live\/day-one\.spec\.ts$/,
      dependencies: ['live-import'],
      use: base.projects?.[0]?.use ?? {},
    },
  ],
  webServer: {
    command: `tsx scripts/e2e-stack.ts --site-port ${SITE_PORT} --api-port ${API_PORT}`,
    url: `http://127.0.0.1:${SITE_PORT}/__hooks/status`,
    // npm test starts five stacks at once beside Vitest, and their first builds take turns.
    timeout: 480_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...LIVE_DEALER },
  },
});
