// Security-definer functions (finding 10 of the second attack round, "smaller"): RLS's staff check
// answered anonymous RPC calls, and a pending account named the owner's profile through
// upsert_profile. Each is refused, nothing changes.
import { describe, expect, it } from 'vitest';
import { signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { fingerprint, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

describe('upsert_profile', () => {
  it('a signed-in stranger cannot name a brand-new account’s profile, even before it has one', async () => {
    const owner = server.client();
    const email = `owner.${Date.now()}@mewah.test`;
    const signedUp = await owner.auth.signUp({
      email,
      password: 'Sup3r-secret',
      options: { data: { username: 'the_owner' } },
    });
    const ownerId = signedUp.data.user?.id ?? '';
    const stranger = await signedUpClient(server, 'stranger');
    const before = await fingerprint(server);
    const hijack = await stranger.rpc('upsert_profile', { p_user_id: ownerId, p_username: 'renamed', p_email: email });
    expect(hijack.error?.code).toBe('42501');
    const anon = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: ownerId, p_username: 'renamed', p_email: email });
    expect(anon.error?.code).toBe('42501');
    expect(await fingerprint(server)).toEqual(before);
    // The name the account signed up with is still free to be written for it.
    expect(
      (await server.anon().rpc('upsert_profile', { p_user_id: ownerId, p_username: 'the_owner', p_email: email }))
        .error,
    ).toBeNull();
  });
});

describe('the staff check over /rest/v1/rpc', () => {
  it('is not callable by anon, and no security-definer function answers anon but the seven the screens and feeds need', async () => {
    const res = await raw(`${server.url}/rest/v1/rpc/is_staff`, {
      method: 'POST',
      headers: { apikey: server.publishableKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect(JSON.parse(res.text)).toMatchObject({ code: '42501' });
    const callable = await server.ctx.asAdmin(async (tx) => {
      const { rows } = await tx.query<{ fn: string }>(
        `select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prosecdef and has_function_privilege('anon', p.oid, 'execute') order by 1`,
      );
      return rows.map((r) => r.fn);
    });
    expect(callable).toEqual([
      'count_vehicle_view',
      'get_email_for_username',
      'is_username_available',
      'upsert_profile',
      'vehicle_deletions_since',
      'vehicle_price_history',
      // The last 4 of each listed car's chassis number and its VIN when valid (the Meta feed).
      'vehicle_public_identifiers',
    ]);
  });
});
