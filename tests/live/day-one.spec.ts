// The dealer's first day on the live site (playwright.live.config.ts): a site with no car listed says
// 'New arrivals are on their way' with the dealer's contact; the footer's 'Staff sign-in' reaches
// /auth; the owner's checklist on /manage-inventory stays until its five steps are done; a test drive
// on the dealer's configured holiday is not offered by the form and is refused by the database.
import { expect, test } from '@playwright/test';
import { LOCAL_PUBLISHABLE_KEY } from '../../scripts/supabase/server';
import { LIVE_HOLIDAY } from '../../playwright.live.config';
import { enrolTotp } from '../support/totp';
import { gotoHydrated } from '../support/e2e/public';
import { hookStatus, waitForBuild, waitForIdle } from '../support/e2e/rebuild';
import {
  API_URL,
  SESSION_KEY,
  adminReady,
  anonClient,
  createAccount,
  profileByEmail,
  serviceClient,
} from '../support/e2e/staff';

const SEED_CAR = '/vehicle/5eed0000-0000-4000-8000-000000000001';

test.describe.configure({ mode: 'serial' });

test('a test drive on the dealer’s holiday is not offered, and the database refuses it', async ({ page, request }) => {
  await gotoHydrated(page, SEED_CAR);
  await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
  const day = page.getByTestId('lead-dialog').getByLabel('Day', { exact: true });
  // The days are listed once the dialog's form has drawn them.
  await expect.poll(() => day.locator('option').count()).toBeGreaterThan(20);
  const offered = await day.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(offered.length).toBeGreaterThan(20);
  expect(offered).not.toContain(LIVE_HOLIDAY);

  const res = await request.post(`${API_URL}/rest/v1/leads`, {
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'content-type': 'application/json', prefer: 'return=minimal' },
    data: {
      kind: 'test_drive',
      vehicle_id: SEED_CAR.split('/').at(-1),
      name: 'Aisyah Rahman',
      mobile: '+60129990001',
      preferred_date: LIVE_HOLIDAY,
      preferred_slot: '11:00',
      consent_at: new Date().toISOString(),
    },
  });
  expect(res.status()).toBe(400);
  expect(((await res.json()) as { message: string }).message).toBe(
    'The showroom is closed at that time; choose another day or time',
  );
});

test('the footer’s staff link reaches /auth, and the owner’s checklist stays until it is done', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Staff sign-in' }).click();
  await expect(page).toHaveURL(/\/auth\/?$/);

  const owner = await createAccount('dayone');
  const profile = await profileByEmail(owner.email);
  const moved = await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
  expect(moved.error).toBeNull();
  const client = anonClient();
  const signedIn = await client.auth.signInWithPassword({ email: owner.email, password: owner.password });
  expect(signedIn.error).toBeNull();

  const open = async (session: unknown): Promise<void> => {
    await page.goto('/404-staff-bootstrap');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session) ?? '',
    ] as const);
    await page.goto('/manage-inventory');
    await adminReady(page);
  };
  await open(signedIn.data.session);
  const list = page.getByTestId('day-one');
  await expect(list.getByRole('heading', { name: 'Your first day' })).toBeVisible();
  const step = (name: string) => list.locator(`[data-step="${name}"]`);
  // The stock has cars: that step is done; two-factor is not yet.
  await expect(step('firstCar')).toContainText('Done');
  await expect(step('twoFactor').getByRole('link', { name: 'My account' })).toBeVisible();

  // Two-factor on (the session is then aal2), a lead received, the two settings looked at.
  await enrolTotp(client);
  const { count } = await serviceClient().from('leads').select('id', { count: 'exact', head: true });
  if (!count) {
    const lead = await anonClient()
      .from('leads')
      .insert({ kind: 'enquiry', name: 'Test lead', mobile: '+60129990002', consent_at: new Date().toISOString() });
    expect(lead.error).toBeNull();
  }
  await open((await client.auth.getSession()).data.session);
  await expect(step('twoFactor')).toContainText('Done');
  await expect(step('testLead')).toContainText('Done');
  await step('signup').getByRole('button', { name: 'Mark as done' }).click();
  await step('publishing').getByRole('button', { name: 'Mark as done' }).click();
  await expect(list).toHaveCount(0);
  await page.reload();
  await adminReady(page);
  await expect(page.getByTestId('day-one')).toHaveCount(0);
});

test('with no car listed, the site says new arrivals are on their way, with the dealer’s contact', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  const service = serviceClient();
  const { data: cars, error } = await service.from('vehicles').select('id, status').neq('status', 'draft');
  expect(error).toBeNull();
  const listed = (cars ?? []) as { id: string; status: string }[];
  expect(listed.length).toBeGreaterThan(0);
  await waitForIdle(request);
  try {
    const before = (await hookStatus(request)).builds;
    const hidden = await service
      .from('vehicles')
      .update({ status: 'draft' })
      .in(
        'id',
        listed.map((c) => c.id),
      );
    expect(hidden.error).toBeNull();
    await waitForBuild(request, before, 300_000);
    await waitForIdle(request);
    for (const path of ['/', '/inventory']) {
      await page.goto(path);
      const polite = page.getByTestId('new-arrivals');
      await expect(polite).toContainText('New arrivals are on their way');
      await expect(polite.getByRole('link', { name: '+60 3-2141 8888' })).toHaveAttribute('href', 'tel:+60321418888');
      await expect(polite.getByRole('link', { name: 'sales@lajuprestige.example' })).toBeVisible();
    }
    await page.goto('/ms/');
    await expect(page.getByTestId('new-arrivals')).toContainText('Kereta baharu sedang dalam perjalanan');
  } finally {
    // One update per status, so their rebuilds coalesce into one or two.
    for (const status of new Set(listed.map((c) => c.status))) {
      const ids = listed.filter((c) => c.status === status).map((c) => c.id);
      await service.from('vehicles').update({ status }).in('id', ids);
    }
    await waitForIdle(request);
  }
});
