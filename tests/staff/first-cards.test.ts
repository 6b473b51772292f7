// /manage-inventory's first cards without supabase-js (src/features/admin/first-cards/first-cards.ts): drawn
// only from a stored, unexpired token the server accepted for the membership, the two-factor
// setting and the first page, and only when every guard would open.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreen, twoFactorOpen } from '~/features/admin/first-cards/first-cards';
import {
  askFirst,
  FIRST_REQUESTS_SLOT,
  firstRequests,
  firstRequestsConfig,
  firstRequestsScript,
} from '~/features/admin/first-screen/first-requests';

const KEY = 'sb-test-auth-token';
const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);
const PATH = 'vehicles?select=id&limit=30';
const REQUESTS = { vehicles: { path: PATH, count: true } };
const b64url = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
const SLOT = '__testFirstRequests';
const ask = () =>
  askFirst(
    {
      key: KEY,
      rest: 'https://api.test/rest/v1/',
      apiKey: 'anon-key',
      requests: REQUESTS,
      marginMs: 90_000,
      slot: SLOT,
    },
    NOW,
  );
const token = (aal: string): string => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'u1', aal })}.signature`;

let stored: string | null;
let answers: Record<string, { status: number; body: unknown }>;
let calls: Array<{ url: string; auth: string | null; init: RequestInit & { headers: Record<string, string> } }>;

function storeSession(opts: { aal?: string; expiresInS?: number; factors?: Array<{ status: string }> } = {}): void {
  stored = JSON.stringify({
    access_token: token(opts.aal ?? 'aal1'),
    refresh_token: 'r',
    expires_at: Math.floor(NOW / 1000) + (opts.expiresInS ?? 3600),
    user: { id: 'u1', factors: opts.factors ?? [] },
  });
}

beforeEach(() => {
  stored = null;
  calls = [];
  answers = {
    my_staff_membership: { status: 200, body: [{ role: 'sales', status: 'active' }] },
    get_staff_two_factor_required: { status: 200, body: false },
    vehicles: { status: 200, body: [] },
  };
  vi.stubGlobal('localStorage', { getItem: (k: string) => (k === KEY ? stored : null) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit & { headers: Record<string, string> }) => {
    calls.push({ url, auth: init.headers.Authorization ?? null, init });
    const name = /\/rpc\/(\w+)/.exec(url)?.[1] ?? 'vehicles';
    const a = answers[name] ?? { status: 404, body: null };
    return new Response(JSON.stringify(a.body), {
      status: a.status,
      headers: name === 'vehicles' ? { 'content-range': '*/0' } : {},
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const slot of [SLOT, FIRST_REQUESTS_SLOT]) Reflect.deleteProperty(globalThis, slot);
});

describe('the first screen', () => {
  it('comes from the stored token when the server accepts it for all three requests', async () => {
    storeSession();
    expect(await firstScreen(ask())).toEqual({
      userId: 'u1',
      membership: { role: 'sales', status: 'active' },
      twoFactorRequired: false,
      page: { vehicles: [], next: null, total: 0 },
    });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.auth))).toEqual(new Set([`Bearer ${token('aal1')}`]));
  });

  it('is not asked without a stored session, or with a token within 90 s of its expiry', async () => {
    expect(await firstScreen(ask())).toBeNull();
    storeSession({ expiresInS: 60 });
    expect(await firstScreen(ask())).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('is not drawn when the server refuses the token', async () => {
    storeSession();
    answers.my_staff_membership = { status: 401, body: { message: 'JWT expired' } };
    expect(await firstScreen(ask())).toBeNull();
  });

  it('is not drawn for an account whose membership is not active', async () => {
    storeSession();
    answers.my_staff_membership = { status: 200, body: [{ role: 'sales', status: 'pending' }] };
    expect(await firstScreen(ask())).toBeNull();
    answers.my_staff_membership = { status: 200, body: [] };
    expect(await firstScreen(ask())).toBeNull();
  });

  it('is not drawn when a two-factor step is due', async () => {
    storeSession({ factors: [{ status: 'verified' }] });
    expect(await firstScreen(ask())).toBeNull();
    storeSession({ aal: 'aal2', factors: [{ status: 'verified' }] });
    expect(await firstScreen(ask())).not.toBeNull();
    storeSession();
    answers.get_staff_two_factor_required = { status: 200, body: true };
    expect(await firstScreen(ask())).toBeNull();
  });
});

describe("the page's inline script", () => {
  it('sends the three requests as supabase-js would, from its own source alone, and leaves them for the island', async () => {
    const config = firstRequestsConfig(REQUESTS);
    const key = config.key;
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k === key ? stored : null) });
    storeSession({ expiresInS: 3600 });
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'Date'] });
    try {
      // As the browser runs it: a classic script, no module scope, nothing imported; it sends in a
      // task of its own.
      new Function(firstRequestsScript(REQUESTS))();
      expect(calls).toHaveLength(0);
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    const left = (globalThis as Record<string, unknown>)[FIRST_REQUESTS_SLOT];
    expect(left).toMatchObject({ token: token('aal1') });
    expect(calls.map((c) => [c.url, c.init.method ?? 'GET'])).toEqual([
      [`${config.rest}rpc/my_staff_membership`, 'POST'],
      [`${config.rest}rpc/get_staff_two_factor_required`, 'POST'],
      [`${config.rest}${PATH}`, 'GET'],
    ]);
    for (const c of calls) {
      expect(c.init.headers.apikey).toBe(config.apiKey);
      expect(c.init.headers.Authorization).toBe(`Bearer ${token('aal1')}`);
    }
    expect(calls[2]?.init.headers.Prefer).toBe('count=exact');
    expect(calls[0]?.init.body).toBe('{}');
    // The island takes these requests: none is sent twice.
    expect(firstRequests()).toBe(left);
    expect(calls).toHaveLength(3);
    expect(await firstScreen(firstRequests())).toMatchObject({ userId: 'u1', twoFactorRequired: false });
  });

  it('sends nothing when the island has already looked for the requests', () => {
    const key = firstRequestsConfig(REQUESTS).key;
    vi.stubGlobal('localStorage', { getItem: (k: string) => (k === key ? stored : null) });
    storeSession();
    const run = (): void => {
      vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'Date'] });
      try {
        new Function(firstRequestsScript(REQUESTS))();
        vi.runAllTimers();
      } finally {
        vi.useRealTimers();
      }
    };
    // The island looked first: it found nothing, and the script sends nothing after.
    expect(firstRequests()).toBeNull();
    run();
    expect(calls).toHaveLength(0);
    expect(firstRequests()).toBeNull();
    Reflect.deleteProperty(globalThis, FIRST_REQUESTS_SLOT);
    run();
    expect(calls).toHaveLength(3);
  });

  it('cannot be ended early by what its configuration holds', () => {
    expect(
      firstRequestsScript({ vehicles: { path: 'vehicles?select=id&x=</script><script>alert(1)</script>' } }),
    ).not.toContain('</script>');
  });
});

describe('twoFactorOpen', () => {
  it('opens as RequireTwoFactor does', () => {
    expect(twoFactorOpen('aal1', [], false)).toBe(true);
    expect(twoFactorOpen('aal1', [{ status: 'unverified' }], false)).toBe(true);
    expect(twoFactorOpen('aal1', [{ status: 'verified' }], false)).toBe(false);
    expect(twoFactorOpen('aal2', [{ status: 'verified' }], true)).toBe(true);
    expect(twoFactorOpen('aal1', [], true)).toBe(false);
  });
});
