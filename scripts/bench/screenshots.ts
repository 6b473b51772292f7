// `npx tsx scripts/bench/screenshots.ts OUT_DIR [--base http://127.0.0.1:4331]`: full-page
// screenshots of the landing page, /inventory and the first listed vehicle's page, in English, at
// 1440 and 390 px wide, into OUT_DIR (landing-1440.png, inventory-390.png, vehicle-1440.png, …).
// Runs against a stack that is already serving the site (`npm start`, or scripts/e2e-stack.ts), in
// Debian's Chromium (installed when missing; PLAYWRIGHT_CHROMIUM_PATH overrides). A record for people to
// look at, not a test: it compares nothing.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ensureChromium } from '../ensure-chromium.ts';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = (baseAt >= 0 ? args[baseAt + 1] : undefined) ?? 'http://127.0.0.1:4331';
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--base');
if (!out) {
  console.error('Usage: tsx scripts/bench/screenshots.ts OUT_DIR [--base http://127.0.0.1:4331]');
  process.exit(1);
}
const widths = [1440, 390] as const;

/** Scrolls through the page so lazy images load, waits for them and for every finite animation. */
async function settle(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(r));
    await Promise.all(
      [...document.images].map((img) =>
        img.complete ? null : new Promise((r) => img.addEventListener('loadend', r, { once: true })),
      ),
    );
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    );
  });
}

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await mkdir(out, { recursive: true });
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 900 : 844 },
      deviceScaleFactor: 1,
      isMobile: width < 600,
      hasTouch: width < 600,
    });
    const page = await context.newPage();
    await page.goto(`${base}/inventory`, { waitUntil: 'load' });
    const vehicle = await page
      .locator('[data-testid="vehicle-card"] a[href^="/vehicle/"]')
      .first()
      .getAttribute('href');
    if (!vehicle) throw new Error(`no vehicle card on ${base}/inventory`);
    for (const [name, route] of [
      ['landing', '/'],
      ['inventory', '/inventory'],
      ['vehicle', vehicle],
    ] as const) {
      await page.goto(`${base}${route}`, { waitUntil: 'load' });
      await settle(page);
      const file = path.join(out, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}  (${route})`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
