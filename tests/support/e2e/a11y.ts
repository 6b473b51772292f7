// axe for the e2e suite: the serious and critical violations on the page, after it has settled.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { islandsReady, wakeIslands } from './public';

/** Wake the islands that wait for an interaction, wait until hydration is done, nothing is loading (aria-busy), and every finite animation
 * (entrances, fades, overlays) has ended. */
export async function settled(page: Page): Promise<void> {
  await wakeIslands(page);
  await page.waitForFunction(islandsReady);
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** `rule: first three targets` for each serious or critical axe violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Sections and cards drawn only as they near the viewport (`content-visibility: auto`,
  // global.css) are not drawn off screen, and axe measures colours on what is drawn: the scan sees
  // them as a visitor who has scrolled to them does.
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
