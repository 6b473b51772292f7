// The vehicle page's view counter (src/features/vehicle/view-count.ts) in a stand-in browser: one
// call after 2 s visible, none again that Malaysian day, none while hidden or prerendering or for
// a crawler, and only the car's id in the body.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countView, malaysianDay, VIEWED_KEY } from '~/features/vehicle/view-count';

const CAR = '5eed0000-0000-4000-8000-000000000001';
type Doc = { visibilityState: string; prerendering?: boolean; listeners: Map<string, Set<() => void>> };
let doc: Doc;
let store: Map<string, string>;
let calls: { url: string; body: unknown }[];

function stubBrowser(
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140.0 Safari/537.36',
) {
  doc = { visibilityState: 'visible', listeners: new Map() };
  store = new Map();
  calls = [];
  vi.stubGlobal('document', {
    get visibilityState() {
      return doc.visibilityState;
    },
    get prerendering() {
      return doc.prerendering;
    },
    addEventListener: (type: string, fn: () => void) =>
      doc.listeners.set(type, (doc.listeners.get(type) ?? new Set()).add(fn)),
    removeEventListener: (type: string, fn: () => void) => doc.listeners.get(type)?.delete(fn),
  });
  vi.stubGlobal('window', { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) });
  vi.stubGlobal('navigator', { userAgent });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  });
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    calls.push({ url, body: JSON.parse(init.body) });
    return Promise.resolve(new Response('true'));
  });
}
const fire = (type: string) => doc.listeners.get(type)?.forEach((fn) => fn());

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-28T15:30:00Z')); // 23:30 in Kuala Lumpur
  stubBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('counting a view', () => {
  it('calls once after 2 s visible, with only the car id, and not again that Malaysian day', () => {
    countView(CAR);
    vi.advanceTimersByTime(1999);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([
      { url: 'http://127.0.0.1:54321/rest/v1/rpc/count_vehicle_view', body: { p_vehicle_id: CAR } },
    ]);
    expect(JSON.parse(store.get(VIEWED_KEY) ?? '')).toEqual({ [CAR]: '2026-11-28' });
    countView(CAR);
    vi.advanceTimersByTime(5000);
    expect(calls).toHaveLength(1);
    // Past midnight in Kuala Lumpur (16:00 UTC) it is a new day: one more.
    vi.setSystemTime(new Date('2026-11-28T16:00:00Z'));
    countView(CAR);
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(2);
    expect(JSON.parse(store.get(VIEWED_KEY) ?? '')).toEqual({ [CAR]: '2026-11-29' });
  });

  it('waits for the page to be visible for 2 s in a row', () => {
    doc.visibilityState = 'hidden';
    countView(CAR);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    doc.visibilityState = 'visible';
    fire('visibilitychange');
    vi.advanceTimersByTime(1500);
    doc.visibilityState = 'hidden';
    fire('visibilitychange');
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    doc.visibilityState = 'visible';
    fire('visibilitychange');
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(1);
  });

  it('does not count a prerendered page until it is shown', () => {
    doc.prerendering = true;
    countView(CAR);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    doc.prerendering = false;
    fire('prerenderingchange');
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(1);
  });

  it('does not count crawlers or link previews', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome-Lighthouse',
    ]) {
      stubBrowser(ua);
      countView(CAR);
      vi.advanceTimersByTime(5000);
      expect(calls, ua).toEqual([]);
    }
  });

  it('names the Malaysian day (UTC+8 all year)', () => {
    expect(malaysianDay(Date.parse('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(malaysianDay(Date.parse('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });
});
