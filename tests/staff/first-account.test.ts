// /manage-inventory/account's first screen without supabase-js (src/features/admin/account/first-account.ts):
// the stored session's user, shown only once the server has accepted its token for the two checks
// and those open every guard; the page's inline script asks nothing more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_ACCOUNT_REQUESTS, firstAccount } from '~/features/admin/account/first-account';
import { askFirst, type FirstRequests } from '~/features/admin/first-screen/first-requests';

const b64url = (o: object): string => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (aal: string): string => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'u1', aal })}.signature`;
const FACTOR = { id: 'f1', status: 'verified', friendly_name: 'Work phone', factor_type: 'totp' };

/** The early requests as the inline script leaves them, for a stored session and the two answers. */
function requests(
  user: Record<string, unknown>,
  opts: { aal?: string; membership?: unknown; required?: boolean } = {},
): FirstRequests {
  const access = token(opts.aal ?? 'aal1');
  return {
    stored: { access_token: access, refresh_token: 'r', expires_at: 2_000_000_000, user },
    token: access,
    membership: Promise.resolve(opts.membership ?? [{ role: 'sales', status: 'active' }]),
    twoFactorRequired: Promise.resolve(opts.required ?? false),
    answers: {},
    get: () => Promise.reject(new Error('not asked')),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, '__testAccountRequests');
});

describe("My account's first screen", () => {
  it("is the stored user's email, email change and factors, with the membership and the owner's setting", async () => {
    const user = {
      id: 'u1',
      aud: 'authenticated',
      email: 'ali@example.com',
      new_email: 'ali@new.example.com',
      factors: [FACTOR],
    };
    expect(
      await firstAccount(
        requests(user, { aal: 'aal2', membership: [{ role: 'owner', status: 'active' }], required: true }),
      ),
    ).toEqual({
      userId: 'u1',
      membership: { role: 'owner', status: 'active' },
      twoFactorRequired: true,
      content: {
        id: 'u1',
        email: 'ali@example.com',
        new_email: 'ali@new.example.com',
        factors: [{ id: 'f1', status: 'verified', friendly_name: 'Work phone' }],
      },
    });
  });

  it('is not drawn for an account not yet approved, a two-factor step due, or a stored user it cannot read', async () => {
    const user = { id: 'u1', email: 'ali@example.com' };
    expect(await firstAccount(requests(user))).not.toBeNull();
    expect(await firstAccount(requests(user, { membership: [{ role: 'sales', status: 'pending' }] }))).toBeNull();
    expect(await firstAccount(requests({ ...user, factors: [FACTOR] }))).toBeNull();
    expect(await firstAccount(requests(user, { required: true }))).toBeNull();
    expect(await firstAccount(requests({ ...user, email: 42 }))).toBeNull();
  });

  it("is asked with the two checks alone: the page's inline script sends nothing else", async () => {
    const urls: string[] = [];
    const stored = JSON.stringify(requests({ id: 'u1' }).stored);
    vi.stubGlobal('localStorage', { getItem: () => stored });
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      return new Response('false');
    });
    askFirst(
      {
        key: 'sb-test-auth-token',
        rest: 'https://api.test/rest/v1/',
        apiKey: 'anon-key',
        requests: FIRST_ACCOUNT_REQUESTS,
        marginMs: 90_000,
        slot: '__testAccountRequests',
      },
      Date.UTC(2026, 10, 28),
    );
    expect(urls).toEqual([
      'https://api.test/rest/v1/rpc/my_staff_membership',
      'https://api.test/rest/v1/rpc/get_staff_two_factor_required',
    ]);
  });
});
