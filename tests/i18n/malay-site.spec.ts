// The Malay site: every /ms/ page of the build free of English dictionary strings,
// the Malay inventory walked through, the EN / BM switch both ways keeping page and query,
// hreflang and canonical links, the Malay 404.
import { expect, test } from '@playwright/test';
import { normaliseDetails } from '~/lib/vehicle/details';
import { englishLeaks, readableText } from '../support/e2e/i18n-leaks';
import { gotoHydrated, listedVehicles, liveVehicles } from '../support/e2e/public';

test.describe('Bahasa Malaysia', () => {
  test('no /ms/ page of the build shows an English dictionary string (car data aside)', async ({ request }) => {
    const all = await liveVehicles(request);
    // Car data stays as entered: makes, models, colours, features and detail lists.
    const carData = all.flatMap((v) => {
      const d = normaliseDetails(v.vehicleDetails);
      return [
        v.make,
        v.model,
        v.color,
        ...v.features,
        ...(d.kind === 'text' ? [d.text] : [...d.exterior, ...d.interior, ...d.drivetrain]),
      ];
    });
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/ms\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(listed.filter((p) => p.startsWith('/ms/vehicle/'))).toHaveLength(all.length);
    const pages = [...listed, '/ms/saved', '/ms/compare', '/ms/no-such-page'];
    const found: string[] = [];
    for (const path of pages) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(path === '/ms/no-such-page' ? 404 : 200);
      const html = await res.text();
      expect(html, path).toContain('<html lang="ms"');
      for (const leak of englishLeaks(readableText(html), carData)) found.push(`${path}: ${leak}`);
    }
    expect(found).toEqual([]);
  });

  test('the Malay inventory: filter, clear, open a car, the demo notice', async ({ page, request }) => {
    const listed = await listedVehicles(request);
    const electric = listed.filter((v) => v.fuelType === 'Electric');
    await gotoHydrated(page, '/ms/inventory');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Inventori Premium' })).toBeVisible();
    await expect(page.getByText(`Memaparkan ${listed.length} daripada ${listed.length} kenderaan`)).toBeVisible();

    await page.getByLabel('Bahan api').selectOption({ label: 'Elektrik' });
    await expect(page).toHaveURL(/[?&]fuel=Electric/);
    await expect(page.getByText(`Memaparkan ${electric.length} daripada ${listed.length} kenderaan`)).toBeVisible();
    await expect(page.getByTestId('vehicle-card')).toHaveCount(electric.length);
    await expect(page.getByTestId('vehicle-card').first().getByText('Elektrik', { exact: true })).toBeVisible();

    await page.getByPlaceholder('Cari mengikut jenama atau model...').fill('zzz');
    await expect(page.getByRole('heading', { name: 'Tiada kenderaan ditemui' })).toBeVisible();
    await expect(page.getByText('Cuba ubah kriteria carian anda atau lihat semua kenderaan')).toBeVisible();
    await page.getByRole('button', { name: 'Kosongkan Penapis' }).click();
    await expect(page.getByText(`Memaparkan ${listed.length} daripada ${listed.length} kenderaan`)).toBeVisible();
    await expect(page).toHaveURL(/\/ms\/inventory\/?$/);

    const v = listed.find((x) => x.status === 'available') ?? listed[0];
    if (!v) throw new Error('seed has no vehicles');
    const card = page
      .getByTestId('vehicle-card')
      .filter({ has: page.getByRole('heading', { name: `${v.make} ${v.model}`, exact: true }) })
      .first();
    await card.getByRole('link', { name: /Lihat Butiran/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ms/vehicle/${v.id}/?$`));
    await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
    await expect(page.getByRole('heading', { level: 1, name: `${v.make} ${v.model}` })).toBeVisible();
    await page.getByRole('button', { name: 'Jadualkan Pandu Uji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laman Web Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Hubungi melalui WhatsApp' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog).toBeHidden();
  });

  test('EN / BM keeps the page, the vehicle and the query, both ways', async ({ page, request }) => {
    await gotoHydrated(page, '/inventory');
    await page.getByLabel('Fuel type').selectOption('Hybrid');
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/fuel=Hybrid/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(/\/ms\/inventory\/?\?(?=.*fuel=Hybrid)(?=.*sort=price-asc)/);
    await expect(page.getByLabel('Bahan api')).toHaveValue('Hybrid');
    await expect(page.getByLabel('Bahan api').locator('option:checked')).toHaveText('Hibrid');
    await expect(page.getByLabel('Susun mengikut')).toHaveValue('price-asc');
    await page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/inventory\/?\?(?=.*fuel=Hybrid)(?=.*sort=price-asc)/);
    expect(new URL(page.url()).pathname.startsWith('/ms')).toBe(false);
    await expect(page.getByLabel('Fuel type').locator('option:checked')).toHaveText('Hybrid');

    // A vehicle page, from the mobile menu.
    const v = (await listedVehicles(request))[0];
    if (!v) throw new Error('seed has no vehicles');
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, `/vehicle/${v.id}/`);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Bahasa Malaysia' }).click();
    await expect(page).toHaveURL(new RegExp(`/ms/vehicle/${v.id}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await page.getByRole('button', { name: 'Buka atau tutup menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicle/${v.id}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('hreflang alternates and canonical on both twins; staff pages stay English', async ({ page }) => {
    for (const [path, canonical] of [
      ['/sell', '/sell'],
      ['/ms/sell', '/ms/sell'],
      ['/ms/', '/ms/'],
    ] as const) {
      await page.goto(path);
      const href = (sel: string) =>
        page
          .locator(sel)
          .getAttribute('href')
          .then((h) => (h ? new URL(h).pathname.replace(/\/$/, '') || '/' : h));
      expect(await href('link[rel=canonical]')).toBe(canonical.replace(/\/$/, '') || '/');
      expect(await href('link[rel=alternate][hreflang=en]')).toBe(
        canonical.replace(/^\/ms/, '').replace(/\/$/, '') || '/',
      );
      expect(await href('link[rel=alternate][hreflang=ms]')).toBe(
        canonical.startsWith('/ms') ? canonical.replace(/\/$/, '') : `/ms${canonical}`,
      );
      expect(await href('link[rel=alternate][hreflang=x-default]')).toBe(
        canonical.replace(/^\/ms/, '').replace(/\/$/, '') || '/',
      );
    }
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel=alternate]')).toHaveCount(0);
  });

  test('an unknown /ms/ path answers with the Malay 404 page', async ({ page }) => {
    const res = await page.goto('/ms/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Alamak! Halaman tidak ditemui' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kembali ke Laman Utama' })).toHaveAttribute('href', '/ms/');
  });
});
