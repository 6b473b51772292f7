// The dealer's own site (playwright.live.config.ts builds it with PUBLIC_SITE_MODE=live): each
// form sends a real lead, which the dealer finds in the local inbox (the lead webhook) and the
// staff in /manage-inventory/leads; the agency is left only in the footer's credit.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCAL_SECRET_KEY } from '../../scripts/supabase/server';
import { gotoHydrated } from '../support/e2e/public';
import { API_URL, createAccount, profileByEmail, serviceClient, signInPage } from '../support/e2e/staff';

const SEED_CAR = '/vehicle/5eed0000-0000-4000-8000-000000000001';

/** The dealer's emails in the local inbox whose subject names this reference. */
async function inboxFor(request: APIRequestContext, reference: string): Promise<{ subject: string; text: string }[]> {
  let found: { subject: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`${API_URL}/inbox/messages?to=dealer@mewah.local`, {
          headers: { apikey: LOCAL_SECRET_KEY },
        });
        found = ((await res.json()) as { subject: string; text: string }[]).filter((m) =>
          m.subject.includes(reference),
        );
        return found.length;
      },
      { timeout: 15_000 },
    )
    .toBe(1);
  return found;
}

async function referenceShown(page: Page): Promise<string> {
  const line = await page.getByTestId('lead-reference').textContent();
  // The brand Laju Prestige Motors (playwright.live.config.ts) signs its references LPM-.
  const reference = /LPM-[2-9A-HJ-NP-Z]{4}/.exec(line ?? '')?.[0];
  expect(reference).toBeDefined();
  return reference ?? '';
}

test.describe('live mode', () => {
  test('the landing shows the dealer, not the agency', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'The makes we sell' })).toContainText('Porsche');
    await expect(page.getByTestId('showroom-address')).toContainText('8 Jalan Ampang');
    await expect(page.getByRole('link', { name: 'Call the showroom' })).toHaveAttribute('href', 'tel:+60321418888');
    await expect(page.getByText('A fictional showroom')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
    await expect(page.locator('footer')).toContainText('Website by Kedai Web Studio');
  });

  test('a test drive is booked, confirmed with a reference, and reaches the inbox', async ({ page, request }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/rest/v1/leads')) posts.push(r.url());
    });
    await gotoHydrated(page, SEED_CAR);
    await page.getByRole('button', { name: 'Schedule Test Drive' }).click();
    const dialog = page.getByTestId('lead-dialog');
    await expect(dialog.getByRole('heading', { name: 'Schedule a test drive' })).toBeVisible();
    await dialog.getByLabel('Your name', { exact: true }).fill('Aisyah Rahman');
    await dialog.getByLabel('Mobile number', { exact: true }).fill('12345');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      dialog.getByText('Enter a Malaysian mobile number, like 012-345 6789 or +60 12-345 6789'),
    ).toBeVisible();
    await dialog.getByLabel('Mobile number', { exact: true }).fill('012-345 6789');
    const day = dialog.getByLabel('Day', { exact: true });
    await day.selectOption({ index: 1 });
    await dialog.getByLabel('Time', { exact: true }).selectOption('11:00');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send' }).dblclick();
    await expect(page.getByTestId('lead-sent')).toBeVisible();
    // The double tap sent one request.
    expect(posts).toHaveLength(1);
    const reference = await referenceShown(page);
    // The request repeated: the day and time in words ('Saturday 12 December, 11:00'), in the
    // confirmation and in the WhatsApp message.
    const chosen = (await page.getByTestId('lead-when').textContent()) ?? '';
    expect(chosen).toMatch(/^Your chosen time: [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+, 11:00$/);
    const when = chosen.replace('Your chosen time: ', '');
    const whatsapp = page.getByRole('link', { name: 'Continue on WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toBe(
      `https://wa.me/60128881234?text=Hi Laju Prestige Motors, about my request ${reference}: 2021 BMW 330e M Sport, ${when}`,
    );
    const [mail] = await inboxFor(request, reference);
    expect(mail?.subject).toBe(`Test drive request ${reference}: 2021 BMW 330e M Sport`);
    expect(mail?.text).toContain('From: Aisyah Rahman, +60123456789');
    expect(mail?.text).toContain(' 11:00');

    // The next form on this browser offers the name and number again, until 'Forget me'.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Request Information' }).click();
    const next = page.getByTestId('lead-dialog');
    await expect(next.getByLabel('Your name', { exact: true })).toHaveValue('Aisyah Rahman');
    await expect(next.getByLabel('Mobile number', { exact: true })).toHaveValue('012-345 6789');
    await expect(next.getByText('kept on this device only')).toBeVisible();
    await next.getByRole('button', { name: 'Forget me' }).click();
    await expect(next.getByLabel('Your name', { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('mewah:lead-contact'))).toBeNull();
  });

  test('an enquiry is sent with the car prefilled, and staff find it in the leads inbox', async ({ page, request }) => {
    await gotoHydrated(page, SEED_CAR);
    await page.getByRole('button', { name: 'Request Information' }).click();
    const dialog = page.getByTestId('lead-dialog');
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue(
      'Hello, I would like more information about the 2021 BMW 330e M Sport.',
    );
    await dialog.getByLabel('Your name', { exact: true }).fill('Tan Wei Ming');
    await dialog.getByLabel('Email', { exact: true }).fill('tan@example.com');
    await dialog.getByLabel('Message', { exact: true }).fill('<b>Is the warranty transferable?</b>');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    const reference = await referenceShown(page);
    await inboxFor(request, reference);

    const staff = await createAccount('leads');
    // A live site's new accounts wait for approval: this one is made the owner instead.
    const profile = await profileByEmail(staff.email);
    await serviceClient().rpc('transfer_staff_ownership', { p_user_id: profile?.id ?? '' });
    await signInPage(page, staff);
    await page.goto('/manage-inventory/leads');
    const card = page.getByTestId('lead-card').filter({ hasText: reference });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('lead-card-message')).toHaveText('<b>Is the warranty transferable?</b>');
    await expect(page.getByTestId('new-leads')).toBeVisible();

    await expect(card.getByTestId('lead-card-clock')).toContainText(/^Waiting \d/);
    // The owner exports and sets the reply targets and messages.
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reply targets and templates' })).toBeVisible();

    // A status is saved the moment it is picked, and a reload shows it, with the clock stopped.
    await card.getByLabel('Status', { exact: true }).selectOption('contacted');
    await expect(page.getByText('Status: Contacted')).toBeVisible();
    await page.reload();
    const reloaded = page.getByTestId('lead-card').filter({ hasText: reference });
    await expect(reloaded.getByLabel('Status', { exact: true })).toHaveValue('contacted');
    await expect(reloaded.getByTestId('lead-card-clock')).toContainText(/^Answered in \d/);
    const { data } = await serviceClient().from('leads').select('first_reply_by').eq('reference', reference).single();
    expect(data).toEqual({ first_reply_by: profile?.id });
  });

  test('a failed send keeps everything typed and says what to do; the next try sends it', async ({ page }) => {
    await gotoHydrated(page, SEED_CAR);
    await page.route('**/rest/v1/leads', (route) => route.abort('connectionfailed'), { times: 1 });
    await page.getByRole('button', { name: 'Request Information' }).click();
    const dialog = page.getByTestId('lead-dialog');
    await dialog.getByLabel('Your name', { exact: true }).fill('Lim Mei Ling');
    await dialog.getByLabel('Mobile number', { exact: true }).fill('016-777 8888');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(
      dialog.getByText(
        'It could not be sent. Everything you typed is still here: check your connection and try again, or call us at +60 3-2141 8888.',
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel('Your name', { exact: true })).toHaveValue('Lim Mei Ling');
    await expect(dialog.getByLabel('Mobile number', { exact: true })).toHaveValue('016-777 8888');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('lead-sent')).toBeVisible();
  });

  test('the sell form sends its draft as an offer, and it reaches the inbox', async ({ page, request }) => {
    await gotoHydrated(page, '/ms/sell');
    await page.getByLabel('Jenama').fill('Porsche');
    await page.getByLabel('Model').fill('Macan');
    await page.getByLabel('Tahun').selectOption('2019');
    await page.getByLabel('Jarak perjalanan (KM)').fill('80000');
    await page.getByRole('radio', { name: /^Baik/ }).check();
    await page.getByRole('button', { name: 'Jual Sekarang' }).click();
    const dialog = page.getByTestId('lead-dialog');
    await expect(dialog.getByRole('heading', { name: 'Dapatkan tawaran untuk kereta anda' })).toBeVisible();
    await dialog.getByLabel('Nama anda', { exact: true }).fill('Siti Nur');
    await dialog.getByLabel('Nombor telefon bimbit', { exact: true }).fill('+6019 222 3333');
    await dialog.getByLabel('Harga yang anda minta dalam MYR (pilihan)').fill('RM 185,000');
    // A photo larger than the limit: it goes up as a JPEG of 2000 px on its long edge.
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a5a2b' } })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Foto kereta anda (pilihan, sehingga 6)')
      .setInputFiles({ name: 'macan.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByTestId('lead-photos')).toContainText('macan.png');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Hantar' }).click();
    const reference = await referenceShown(page);
    const [mail] = await inboxFor(request, reference);
    expect(mail?.subject).toBe(`Sell-your-car offer ${reference}: 2019 Porsche Macan, 80000 km, good`);

    const service = serviceClient();
    const { data: lead } = await service
      .from('leads')
      .select('asking_price, photos, lang')
      .eq('reference', reference)
      .single();
    expect(lead).toMatchObject({ asking_price: 185000, lang: 'ms' });
    const [path] = (lead as { photos: string[] }).photos;
    expect(path).toMatch(/^[0-9a-f-]{36}\/1\.jpg$/);
    const stored = await service.storage.from('lead-photos').download(path ?? '');
    const meta = await sharp(Buffer.from(await (stored.data as Blob).arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 1333]);
  });

  test("the sell form offers this year's cars", async ({ page }) => {
    await gotoHydrated(page, '/sell');
    const year = String(new Date(Date.now() + 8 * 3600_000).getUTCFullYear());
    await expect(page.getByLabel('Year').locator('option').nth(1)).toHaveText(year);
  });
});
