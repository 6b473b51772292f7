// Security suite, passwords hashed off the database engine: sign-up, sign-in and a password
// change compute and compare bcrypt in a thread of their own (keys/passwords.ts), so sign-ins no
// longer hold the single engine for a bcrypt round each. Proved by taking pgcrypto's crypt() away
// from the database for the whole file: every password path still works. The hashes stay
// GoTrue's and pgcrypto's `$2a$10$` form, so hosted rows and these verify each other.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashQuickly } from '../../scripts/supabase/keys/passwords.ts';
import { startTestServer, transport, type TestServer } from '../support/helpers.ts';

let server: TestServer;
const PASSWORD = 'Sup3r-secret';
// What this file measures is GoTrue's own cost (the suite's other files hash at the quick one).
beforeAll(() => hashQuickly(false));
const hidden = 'alter function extensions.crypt(text, text) rename to crypt_hidden_by_test';
const restored = 'alter function extensions.crypt_hidden_by_test(text, text) rename to crypt';

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const client = () =>
  createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
  });

const storedHash = async (email: string): Promise<string> =>
  server.ctx.asAdmin(
    async (tx) =>
      (await tx.query<{ h: string }>('select encrypted_password as h from auth.users where email = $1', [email]))
        .rows[0]!.h,
  );

/** Whether pgcrypto, as hosted's database would, accepts `password` for the stored hash. */
const pgcryptoAccepts = async (email: string, password: string): Promise<boolean> =>
  server.ctx.asAdmin(
    async (tx) =>
      (
        await tx.query<{ ok: boolean }>(
          'select encrypted_password = extensions.crypt($2, encrypted_password) as ok from auth.users where email = $1',
          [email, password],
        )
      ).rows[0]!.ok,
  );

describe('with crypt() gone from the database', () => {
  const email = 'hashing@mewah.test';

  it('signs up, signs in, refuses a wrong password and changes the password', async () => {
    await server.ctx.asAdmin((tx) => tx.query(hidden));
    try {
      const signUp = await client().auth.signUp({ email, password: PASSWORD });
      expect(signUp.error).toBeNull();
      const wrong = await client().auth.signInWithPassword({ email, password: 'not-the-password' });
      expect(wrong.error?.message).toBe('Invalid login credentials');
      const unknown = await client().auth.signInWithPassword({ email: 'nobody@mewah.test', password: PASSWORD });
      expect(unknown.error?.message).toBe('Invalid login credentials');
      const user = client();
      const signIn = await user.auth.signInWithPassword({ email, password: PASSWORD });
      expect(signIn.error).toBeNull();
      await user.auth.setSession(signIn.data.session!);
      const change = await user.auth.updateUser({ password: 'An0ther-secret', current_password: PASSWORD });
      expect(change.error).toBeNull();
      const again = await client().auth.signInWithPassword({ email, password: 'An0ther-secret' });
      expect(again.error).toBeNull();
    } finally {
      await server.ctx.asAdmin((tx) => tx.query(restored));
    }
  });

  it('stores what GoTrue and pgcrypto store, and pgcrypto accepts it', async () => {
    expect(await storedHash(email)).toMatch(/^\$2a\$10\$[./A-Za-z0-9]{53}$/);
    expect(await pgcryptoAccepts(email, 'An0ther-secret')).toBe(true);
    expect(await pgcryptoAccepts(email, PASSWORD)).toBe(false);
  });

  it('accepts a password pgcrypto hashed (rows made on hosted or by SQL)', async () => {
    await server.ctx.asAdmin((tx) =>
      tx.query(
        `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', 10)) where email = $1`,
        [email, 'Made-by-pgcrypto1'],
      ),
    );
    const signIn = await client().auth.signInWithPassword({ email, password: 'Made-by-pgcrypto1' });
    expect(signIn.error).toBeNull();
  });
});

describe("the test suites' quick cost (hashQuickly, as GoTrue's own tests)", () => {
  it('stores new hashes at cost 4 and still refuses a wrong password and an unknown account', async () => {
    const email = 'quick-hashing@mewah.test';
    hashQuickly(true);
    try {
      expect((await client().auth.signUp({ email, password: PASSWORD })).error).toBeNull();
      expect(await storedHash(email)).toMatch(/^\$2a\$04\$[./A-Za-z0-9]{53}$/);
      expect(await pgcryptoAccepts(email, PASSWORD)).toBe(true);
      const wrong = await client().auth.signInWithPassword({ email, password: 'not-the-password' });
      expect(wrong.error?.message).toBe('Invalid login credentials');
      const unknown = await client().auth.signInWithPassword({ email: 'nobody-quick@mewah.test', password: PASSWORD });
      expect(unknown.error?.message).toBe('Invalid login credentials');
      expect((await client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    } finally {
      hashQuickly(false);
    }
  });
});
