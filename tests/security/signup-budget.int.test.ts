// A sign-up must not buy a longer query. Only staff the owner vouched for (the
// owner, or a member the owner approved: the database's staff membership, not the token's role)
// get the authenticated 8 s; anyone else signed in, including an account that made itself staff
// through the demo's open sign-up, gets the anonymous 3 s. And a request has one time budget however many statements it runs.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { raw } from '../support/security-helpers.ts';
import { setSignupMode, signUp, type Account } from '../support/staff-fixture.ts';

const SEEDED = '5eed0000-0000-4000-8000-000000000002';
const SLOW = `/rest/v1/vehicles?select=id&id=eq.${SEEDED}&vehicle_details=match.^(.*)(.*)(.*)(.*)\\4\\3\\2\\1$`;

let server: TestServer;
let owner: Account;
let pending: Account;
let removed: Account;
let walkIn: Account;
let approved: Account;
withTestServer(async (s) => {
  server = s;
  owner = await signUp(s, 'owner');
  removed = await signUp(s, 'leaver');
  const gone = await owner.client.rpc('remove_staff_member', { p_user_id: removed.id });
  if (gone.error) throw new Error(gone.error.message);
  // The demo's default 'open' mode: this account made itself staff, no one approved it.
  walkIn = await signUp(s, 'walkin');
  await setSignupMode(s, 'approval');
  pending = await signUp(s, 'pending');
  approved = await signUp(s, 'approved');
  const ok = await owner.client.rpc('approve_staff_member', { p_user_id: approved.id });
  if (ok.error) throw new Error(ok.error.message);
});

const tokenOf = async (a: Account): Promise<string> =>
  (await a.client.auth.getSession()).data.session?.access_token ?? '';

/** The slow filter as `who`: its answer and how long it took. */
async function slowAs(who: Account): Promise<{ status: number; code: unknown; ms: number }> {
  const token = await tokenOf(who);
  // Wait for the engine to be up (a previous timeout restarts it): a quick read first.
  expect((await who.client.from('vehicles').select('id').eq('id', SEEDED)).data).toEqual([{ id: SEEDED }]);
  const started = performance.now();
  const res = await raw(`${server.url}${SLOW}`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    code: (JSON.parse(res.text) as { code?: unknown }).code,
    ms: performance.now() - started,
  };
}

describe('statement budget by staff membership', () => {
  it.each([
    ['pending (awaiting approval)', () => pending],
    ['removed from the staff', () => removed],
    ['staff by the open sign-up, approved by no one', () => walkIn],
  ])(
    'stops a signed-in account that is %s at the anonymous 3 s, not 8 s',
    async (_, who) => {
      const answer = await slowAs(who());
      expect(answer.status).toBe(500);
      expect(answer.code).toBe('57014');
      expect(answer.ms).toBeGreaterThanOrEqual(3000);
      expect(answer.ms).toBeLessThan(7000);
    },
    30_000,
  );
});

describe('staff the owner vouched for', () => {
  it('keep the authenticated 8 s (a member the owner approved)', async () => {
    const answer = await slowAs(approved);
    expect(answer.status).toBe(500);
    expect(answer.code).toBe('57014');
    expect(answer.ms).toBeGreaterThanOrEqual(8000);
    expect(answer.ms).toBeLessThan(12_000);
  }, 30_000);

  it('while the open sign-up can still edit the stock', async () => {
    const edit = await walkIn.client
      .from('vehicles')
      .update({ color: 'Alpine White' })
      .eq('id', SEEDED)
      .select('color');
    expect(edit.error).toBeNull();
    expect(edit.data).toEqual([{ color: 'Alpine White' }]);
  });
});

describe('one time budget per request', () => {
  it('stops the second of two 2 s statements at 3 s in total, as anon', async () => {
    // The engine is up again after the timeouts above (this read waits for it).
    expect((await server.anon().from('vehicles').select('id').eq('id', SEEDED)).data).toEqual([{ id: SEEDED }]);
    const started = performance.now();
    const run = server.ctx.withClaims({ role: 'anon' }, async (tx) => {
      await tx.query('select pg_sleep(2)');
      await tx.query('select pg_sleep(2)');
      return 'finished';
    });
    await expect(run).rejects.toMatchObject({ code: '57014' });
    const ms = performance.now() - started;
    expect(ms).toBeGreaterThanOrEqual(3000);
    expect(ms).toBeLessThan(6000);
  }, 30_000);
});
