// Profiles and the username RPCs (docs/product.md §7) through the real supabase-js: the sign-up
// flow works, and nobody can take over someone else's profile. (The vehicle-images bucket:
// schema-vehicle-images.int.test.ts.)
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

let n = 0;
interface Account {
  client: SupabaseClient;
  id: string;
  email: string;
}
async function signUp(username?: string): Promise<Account> {
  const client = server.client();
  const email = `acct${++n}.${Date.now()}@mewah.test`;
  const options = username ? { data: { username } } : {};
  const { data, error } = await client.auth.signUp({ email, password: 'Sup3r-secret', options });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up gave no session');
  return { client, id: data.user.id, email };
}
const profileOf = async (id: string) =>
  (await server.service().from('profiles').select('username, email').eq('id', id).maybeSingle()).data;

describe('username RPCs and upsert_profile', () => {
  it('runs the sign-up flow: available, store profile, then look the email up in any case', async () => {
    const anon = server.anon();
    expect((await anon.rpc('is_username_available', { p_username: 'Aisyah.Staff' })).data).toBe(true);
    const a = await signUp();
    const up = await a.client.rpc('upsert_profile', {
      p_user_id: a.id,
      p_username: 'Aisyah.Staff',
      p_email: a.email.toUpperCase(),
    });
    expect(up.error).toBeNull();
    expect(await profileOf(a.id)).toEqual({ username: 'Aisyah.Staff', email: a.email });
    expect((await anon.rpc('get_email_for_username', { p_username: 'aisyah.staff' })).data).toBe(a.email);
    expect((await anon.rpc('get_email_for_username', { p_username: 'nobody_here' })).data).toBeNull();
    expect((await anon.rpc('is_username_available', { p_username: 'AISYAH.STAFF' })).data).toBe(false);
  });

  it('says a badly formed name is not available', async () => {
    for (const name of ['ab', 'has space', 'x'.repeat(31), 'émile', '']) {
      expect((await server.anon().rpc('is_username_available', { p_username: name })).data).toBe(false);
    }
  });

  it('refuses a second account a username that differs only in case', async () => {
    const first = await signUp();
    await first.client.rpc('upsert_profile', { p_user_id: first.id, p_username: 'Wei_Ming', p_email: first.email });
    const second = await signUp();
    const { error, status } = await second.client.rpc('upsert_profile', {
      p_user_id: second.id,
      p_username: 'wei_ming',
      p_email: second.email,
    });
    expect([error?.code, status]).toEqual(['23505', 409]);
    expect(await profileOf(second.id)).toBeNull();
    expect(await profileOf(first.id)).toEqual({ username: 'Wei_Ming', email: first.email });
  });

  it("refuses upsert_profile aimed at another user's account, signed in or not", async () => {
    const victim = await signUp();
    await victim.client.rpc('upsert_profile', { p_user_id: victim.id, p_username: 'victim_1', p_email: victim.email });
    const attacker = await signUp();
    const signedIn = await attacker.client.rpc('upsert_profile', {
      p_user_id: victim.id,
      p_username: 'hijacked',
      p_email: victim.email,
    });
    const anonymous = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: victim.id, p_username: 'hijacked', p_email: victim.email });
    expect([signedIn.error?.code, signedIn.status]).toEqual(['42501', 403]);
    expect([anonymous.error?.code, anonymous.status]).toEqual(['42501', 401]);
    expect(await profileOf(victim.id)).toEqual({ username: 'victim_1', email: victim.email });
    expect((await server.anon().rpc('is_username_available', { p_username: 'hijacked' })).data).toBe(true);
  });

  it('lets an anonymous sign-up store the profile of its brand-new account once, with the right email only', async () => {
    const fresh = await signUp('new_staff');
    const wrongEmail = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: fresh.id, p_username: 'new_staff', p_email: 'someone@else.test' });
    expect(wrongEmail.error?.code).toBe('42501');
    expect(await profileOf(fresh.id)).toBeNull();
    const first = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: fresh.id, p_username: 'new_staff', p_email: fresh.email });
    expect(first.error).toBeNull();
    const again = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: fresh.id, p_username: 'renamed', p_email: fresh.email });
    expect(again.error?.code).toBe('42501');
    expect(await profileOf(fresh.id)).toEqual({ username: 'new_staff', email: fresh.email });
  });

  it('refuses an anonymous write for an account older than ten minutes', async () => {
    const old = await signUp();
    await server.ctx.asAdmin((tx) =>
      tx.query(`update auth.users set created_at = now() - interval '11 minutes' where id = $1`, [old.id]),
    );
    const { error } = await server
      .anon()
      .rpc('upsert_profile', { p_user_id: old.id, p_username: 'late_one', p_email: old.email });
    expect(error?.code).toBe('42501');
    expect(await profileOf(old.id)).toBeNull();
  });

  it('keeps profiles private: visitors read none, a user reads only their own, nobody writes directly', async () => {
    const me = await signUp();
    await me.client.rpc('upsert_profile', { p_user_id: me.id, p_username: 'only_me', p_email: me.email });
    expect((await server.anon().from('profiles').select('*')).error?.code).toBe('42501');
    expect((await me.client.from('profiles').select('id, username')).data).toEqual([
      { id: me.id, username: 'only_me' },
    ]);
    const direct = await me.client.from('profiles').update({ username: 'direct_write' }).eq('id', me.id);
    expect(direct.error?.code).toBe('42501');
    expect(await profileOf(me.id)).toEqual({ username: 'only_me', email: me.email });
  });
});
