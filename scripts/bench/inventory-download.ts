// What a visitor's browser transfers on /inventory in the 10 s after load, with no interaction:
// every response's bytes on the wire (headers and encoded body), from Chromium's own network log.
import type { Browser, Page } from '@playwright/test';

export const QUIET_WINDOW_MS = 10_000;

/** Counts bytes on the wire for `page` from now on (Chromium's encodedDataLength per response). */
export async function countTransfer(page: Page): Promise<{ bytes: () => number; urls: () => string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  const seen: string[] = [];
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    seen.push(urls.get(e.requestId) ?? '?');
  });
  return { bytes: () => bytes, urls: () => [...seen] };
}

export async function measureInventoryDownload(opts: {
  siteUrl: string;
  browser: Browser;
}): Promise<{ bytes: number }> {
  const context = await opts.browser.newContext();
  try {
    const page = await context.newPage();
    const transfer = await countTransfer(page);
    await page.goto(new URL('/inventory', opts.siteUrl).href, { waitUntil: 'load' });
    // The figure is defined as "in the 10 s after load": a fixed window is the measurement.
    await page.waitForTimeout(QUIET_WINDOW_MS);
    return { bytes: transfer.bytes() };
  } finally {
    await context.close();
  }
}
