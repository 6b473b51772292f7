// Security suite, sign-up data: user metadata is capped at 4 KB with only the keys the product
// uses, by a trigger on auth.users (so a hosted project refuses it too). A 2 MiB blob, a 5 KB one,
// or an unknown key is refused with a 4xx, and no account is created.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { PASSWORD, signUp } from '../support/staff-fixture.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const userCount = async (): Promise<number> =>
  server.ctx.asAdmin(
    async (tx) => (await tx.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? -1,
  );
const MESSAGE =
  'Sign-up data must be at most 4 KB and use only the keys username, sub, email, email_verified, phone_verified';

describe('sign-up data', () => {
  it.each([
    ['a 2 MiB blob', { username: 'x'.repeat(2 * 1024 * 1024) }],
    ['5 KB', { username: 'x'.repeat(5 * 1024) }],
    ['an unknown key', { role: 'owner' }],
  ])('refuses %s with a 4xx and creates no account', async (_label, data) => {
    const before = await userCount();
    const email = `data.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@mewah.test`;
    const { data: answer, error } = await server.client().auth.signUp({ email, password: PASSWORD, options: { data } });
    expect(error?.status).toBeGreaterThanOrEqual(400);
    expect(error?.status).toBeLessThan(500);
    expect(answer.user).toBeNull();
    expect(await userCount()).toBe(before);
  });

  it('says why, for data under the body limit', async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: `why.${Date.now()}@mewah.test`, password: PASSWORD, options: { data: { nickname: 'x' } } });
    expect([error?.status, error?.message]).toEqual([400, MESSAGE]);
  });

  it('accepts the keys the product uses, within 4 KB', async () => {
    const { data, error } = await server.client().auth.signUp({
      email: `ok.${Date.now()}@mewah.test`,
      password: PASSWORD,
      options: { data: { username: 'data_ok' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ username: 'data_ok' });
  });

  it('refuses the same through PUT /user and keeps the stored data', async () => {
    const account = await signUp(server, 'meta');
    const { error } = await account.client.auth.updateUser({ data: { blob: 'x'.repeat(8 * 1024) } });
    expect([error?.status, error?.message]).toEqual([400, MESSAGE]);
    const stored = await server.ctx.asAdmin(
      async (tx) =>
        (await tx.query<{ m: unknown }>('select raw_user_meta_data as m from auth.users where id = $1', [account.id]))
          .rows[0]?.m,
    );
    expect(stored).toEqual({ email_verified: true });
  });
});
