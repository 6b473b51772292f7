// The site as served: security headers on every page, and the CSP really enforced and reported
// (an injected inline script does not run, and its violation reaches the stack's collector,
// which the suite's teardown checks for every other page). (/__hooks/status: tests/rebuild/hook.int.test.ts.)
import { expect, test } from '@playwright/test';
import { API_URL } from '../support/e2e/staff';

test('pages carry the CSP, nosniff, Referrer-Policy and Permissions-Policy', async ({ request }) => {
  for (const path of ['/', '/inventory/', '/sell/', '/auth/', '/manage-inventory/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const h = res.headers();
    expect(h['content-security-policy'], path).toMatch(/^default-src 'self'; /);
    // Astro's policy: scripts by hash only, written into the page and repeated in the header.
    expect(h['content-security-policy'], path).toMatch(/; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; /);
    expect(await res.text(), path).toContain(
      '<meta http-equiv="content-security-policy" content="default-src \'self\';',
    );
    expect(h['content-security-policy'], path).toContain(`connect-src 'self' ${API_URL};`);
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], path).toContain('camera=()');
  }
});

test('an injected inline script is blocked and reported', async ({ page, request }) => {
  await page.goto('/?csp-probe=1');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__cspProbe = true';
    document.body.append(s);
  });
  expect(await page.evaluate(() => (window as unknown as { __cspProbe?: boolean }).__cspProbe)).toBeUndefined();
  await expect
    .poll(async () => {
      const reports = (await (await request.get('/__csp-report')).json()) as Array<{
        documentUri: string;
        violatedDirective: string;
      }>;
      return reports.filter((r) => r.documentUri.includes('csp-probe=1')).map((r) => r.violatedDirective);
    })
    .toEqual(['script-src-elem']);
  // Only this probe's report is removed; any other page's would still fail the run.
  await request.delete('/__csp-report?document=csp-probe%3D1');
});
