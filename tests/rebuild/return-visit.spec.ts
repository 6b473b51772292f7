// A buyer comes back days later and finds what changed. First visit: a saved search
// (BMW), two cars opened (one saved with the heart). Then the inventory moves on (a new BMW is
// listed, the saved car's price drops) and the clock moves three days; on the return visit the
// landing page says how many BMWs are new and that the saved car is cheaper, recently viewed lists
// the cars opened (newest first), the search opens with the new car marked, and /saved shows the
// price when saved struck through. Nothing of it is sent anywhere: it all lives in localStorage.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settled } from '../support/e2e/a11y';
import { gotoScripted, listedVehicles } from '../support/e2e/public';
import { waitForIdle } from '../support/e2e/rebuild';
import { serviceClient } from '../support/e2e/staff';
import { purgeVehicles } from '../support/e2e/staff-admin';
import { anInsert } from '../support/vehicle';

test.describe.configure({ mode: 'serial' });

const MODEL = `Return ${Date.now().toString(36)}`;
let restore: { id: string; price: number } | null = null;

test.afterAll(async ({ request }) => {
  if (restore) await serviceClient().from('vehicles').update({ price: restore.price }).eq('id', restore.id);
  await purgeVehicles([MODEL]);
  await waitForIdle(request);
});

/** What a returning buyer is shown loads at the first input: moves the mouse until `shown` holds
 * (a move made before the page's script listens is not heard). */
async function moveUntil(page: Page, shown: () => Promise<void>): Promise<void> {
  let step = 0;
  await expect(async () => {
    step += 1;
    await page.mouse.move(200 + (step % 2) * 20, 300);
    await shown();
  }).toPass({ timeout: 20_000 });
}

test('the return visit shows new cars for a saved search, a price drop and recently viewed', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await waitForIdle(request);
  const listed = await listedVehicles(request);
  const bmws = listed.filter((v) => v.make === 'BMW');
  const [saved, other] = [listed.find((v) => v.make !== 'BMW' && v.price >= 50_000), bmws[0]];
  expect(saved && other).toBeTruthy();
  const start = new Date('2026-11-20T09:00:00+08:00');
  await page.clock.install({ time: start });

  // First visit: save the BMW search, open two cars, save the first with the heart.
  await gotoScripted(page, '/inventory?make=BMW');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Search saved' })).toHaveText('Search saved: BMW');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'already' })).toHaveText('This search is already saved');

  await gotoScripted(page, `/vehicle/${saved!.id}`);
  const prices = page.waitForResponse((r) => r.url().includes('select=id,price'));
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await prices;
  await gotoScripted(page, `/vehicle/${other!.id}`);
  await expect(page.locator('h1')).toContainText(other!.model);

  // The inventory moves on: a new BMW, and the saved car 12,000 cheaper.
  const admin = serviceClient();
  const { error: insertError } = await admin.from('vehicles').insert(
    anInsert({
      model: MODEL,
      year: 2024,
      price: 388_000,
      mileage: 1_200,
      fuel_type: 'Hybrid',
      body_type: 'SUV',
      color: 'Mineral White',
      features: ['Harman Kardon'],
      images: [],
    }),
  );
  expect(insertError).toBeNull();
  restore = { id: saved!.id, price: saved!.price };
  const { error: dropError } = await admin
    .from('vehicles')
    .update({ price: saved!.price - 12_000 })
    .eq('id', saved!.id);
  expect(dropError).toBeNull();
  await page.clock.setSystemTime(new Date(start.getTime() + 3 * 24 * 3600 * 1000));
  // Days later the site has been rebuilt with the new inventory.
  await waitForIdle(request);

  // Return visit: the landing page. What a returning buyer is shown loads at the first input.
  await gotoScripted(page, '/');
  await moveUntil(page, () =>
    expect(page.getByRole('status').filter({ hasText: 'cheaper' })).toHaveText(
      'A car you saved is MYR 12,000 cheaper',
      {
        timeout: 2000,
      },
    ),
  );
  const news = page.locator('[data-returning="searches"]');
  await expect(news.getByRole('heading')).toHaveText('Your saved searches');
  await expect(news.getByRole('link')).toHaveText('1 new BMW');
  const recent = page.getByRole('region', { name: 'Recently viewed' });
  await expect(recent.getByRole('list', { name: 'Recently viewed vehicles' }).getByRole('heading')).toHaveText([
    `${other!.make} ${other!.model}`,
    `${saved!.make} ${saved!.model}`,
  ]);

  // The parts a returning buyer sees pass axe as well.
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);

  // One tap opens the search with the new car marked.
  await news.getByRole('link', { name: '1 new BMW' }).click();
  await expect(page).toHaveURL(/\/inventory\?make=BMW&new=\d+&search=/);
  const newCard = page
    .getByTestId('vehicle-card')
    .filter({ has: page.getByRole('heading', { name: `BMW ${MODEL}` }) })
    .first();
  await expect(newCard.getByText('New since your last visit')).toBeVisible();
  // That was the look: nothing is new any more.
  await gotoScripted(page, '/inventory');
  await moveUntil(page, () =>
    expect(page.locator('[data-returning="searches"]').getByRole('link')).toHaveText('Nothing new: BMW', {
      timeout: 2000,
    }),
  );

  // /saved: the saved car with its price when saved struck through and the drop.
  await gotoScripted(page, '/saved');
  const card = page
    .getByTestId('vehicle-card')
    .filter({ has: page.getByRole('heading', { name: `${saved!.make} ${saved!.model}` }) });
  await expect(card.locator('[data-saved-drop] s')).toHaveText(`MYR ${saved!.price.toLocaleString('en-US')}`);
  await expect(card.locator('[data-saved-drop]')).toContainText('MYR 12,000 cheaper since you saved it');
  // Seen on /saved: the note does not come back.
  await gotoScripted(page, '/sell');
  const checked = page.waitForResponse((r) => r.url().includes('select=id,price'));
  await page.mouse.move(200, 300);
  await checked;
  await expect(page.locator('[data-price-drop-note]')).toBeHidden();

  // Saved searches are renamed and removed on /saved.
  await gotoScripted(page, '/saved');
  const searches = page.locator('[data-saved-searches]');
  await searches.getByRole('button', { name: 'Rename BMW' }).click();
  await searches.getByRole('textbox', { name: 'Search name' }).fill('My next BMW');
  await searches.getByRole('button', { name: 'Done' }).click();
  await expect(searches.getByRole('link')).toHaveText('My next BMW');
  expect(await seriousViolations(page)).toEqual([]);
  await searches.getByRole('button', { name: 'Remove My next BMW' }).click();
  await expect(searches).toBeHidden();

  // Recently viewed can be cleared.
  await gotoScripted(page, '/inventory');
  const recentHere = page.getByRole('region', { name: 'Recently viewed' });
  await moveUntil(page, () => expect(recentHere).toBeVisible({ timeout: 2000 }));
  await recentHere.getByRole('button', { name: 'Clear recently viewed' }).click();
  await expect(recentHere).toBeHidden();
  await page.reload();
  await page.mouse.move(220, 320);
  await expect(page.locator('[data-returning="searches"]')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toBeHidden();
});
