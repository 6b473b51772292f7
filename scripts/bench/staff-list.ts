// A staff page's first screen: a fresh staff account (sign-up is open, every account is staff)
// opens the page in Chromium; we time its first content on screen (the stock list's first cards,
// the leads inbox's first leads) from the start of navigation and count the bytes transferred until
// the page is quiet, before any scroll. Each visit is a new browser context (an empty cache, as a
// first visit); the figures are the medians of RUNS visits.
// One visit comes first and is not counted (docs/benchmarks.md): on a stack just started it paid
// for what a static host and hosted Supabase never pay a visitor for (each file's first compression,
// the server's code compiled on its first requests) and for Chromium starting its processes.
import type { Browser } from '@playwright/test';
import { sessionStorageKey } from '~/lib/session-key';
import { countTransfer } from './inventory-download.ts';
import { signedInStaff } from './staff-client.ts';
import { median } from './stats.ts';

const QUIET_MS = 1500;
/**
 * Visits per measurement. One visit was the figure until 2026-11-27; the first visit after
 * Chromium starts also pays for the browser's own start (its renderer and compositor processes):
 * 2,408 ms against 1,970 and 1,508 ms for the next two in one run on that day.
 */
const RUNS = 5;

export interface StaffListFigures {
  /** Medians over RUNS visits. */
  firstCardsMs: number;
  bytesBeforeScroll: number;
  /** Each visit's time to the first cards, in the order they ran. */
  samplesMs: number[];
  /** The uncounted first visit's time to the first cards. */
  warmUpMs: number;
}

/** The staff pages measured: where, and what on it is its first content. */
export const FIRST_CONTENT = {
  stock: { path: '/manage-inventory', selector: 'article' },
  leads: { path: '/manage-inventory/leads', selector: '[data-testid="lead-card"]' },
} as const;

export async function measureStaffList(opts: {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  browser: Browser;
  /** the stock list's first cards unless told */
  page?: { path: string; selector: string };
}): Promise<StaffListFigures> {
  // The session as supabase-js stores it, signed up as the desk's and the stock table's are.
  const staff = await signedInStaff(opts.apiUrl, opts.anonKey, 'bench-staff');
  const { session } = (await staff.auth.getSession()).data;
  if (!session) throw new Error('staff list: the bench account has no session');
  const target = opts.page ?? FIRST_CONTENT.stock;
  const warmUp = await visit(opts, target, session);
  const visits: Array<{ firstCardsMs: number; bytesBeforeScroll: number }> = [];
  for (let i = 0; i < RUNS; i++) visits.push(await visit(opts, target, session));
  return {
    warmUpMs: warmUp.firstCardsMs,
    firstCardsMs: median(visits.map((v) => v.firstCardsMs)),
    bytesBeforeScroll: median(visits.map((v) => v.bytesBeforeScroll)),
    samplesMs: visits.map((v) => v.firstCardsMs),
  };
}

/** One first visit to the page, signed in, in a new browser context. */
async function visit(
  opts: { siteUrl: string; apiUrl: string; browser: Browser },
  target: { path: string; selector: string },
  session: unknown,
): Promise<{ firstCardsMs: number; bytesBeforeScroll: number }> {
  const context = await opts.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // The session is where supabase-js keeps it, before any script of the page runs.
    await context.addInitScript(
      ([key, value, selector]) => {
        localStorage.setItem(key, value);
        new MutationObserver((_, obs) => {
          if (document.querySelector(selector)) {
            (window as unknown as { __firstCards: number }).__firstCards = performance.now();
            obs.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      },
      [sessionStorageKey(opts.apiUrl), JSON.stringify(session), target.selector] as const,
    );
    const page = await context.newPage();
    const transfer = await countTransfer(page);
    await page.goto(new URL(target.path, opts.siteUrl).href);
    await page.locator(target.selector).first().waitFor({ state: 'visible', timeout: 60_000 });
    const firstCardsMs = await page.evaluate(() => (window as unknown as { __firstCards: number }).__firstCards);
    // Quiet: no new bytes for QUIET_MS (the list asks for nothing more until it is scrolled).
    let last = -1;
    while (last !== transfer.bytes()) {
      last = transfer.bytes();
      await page.waitForTimeout(QUIET_MS);
    }
    return { firstCardsMs: Math.round(firstCardsMs), bytesBeforeScroll: transfer.bytes() };
  } finally {
    await context.close();
  }
}
