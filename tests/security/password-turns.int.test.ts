// Security suite, password hashing in turns: bcrypt runs in one thread of its own
// (keys/passwords.ts), shared between client addresses in turns rather than first come, first
// served. 120 wrong sign-ins from four addresses made a real sign-in from a fifth wait 8.8 s.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashQuickly } from '../../scripts/supabase/keys/passwords.ts';
import { TEST_PASSWORD, signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { jsonHeaders, raw, type RawAnswer } from '../support/security-helpers.ts';

let server: TestServer;
let email = '';
// What this file measures is GoTrue's own cost (the suite's other files hash at the quick one).
beforeAll(() => hashQuickly(false));
withTestServer(async (s) => {
  server = s;
  const account = await signedUpClient(s, 'turns');
  email = (await account.auth.getUser()).data.user?.email ?? '';
});

const signIn = (password: string, localAddress: string): Promise<RawAnswer> =>
  raw(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: jsonHeaders(server),
    body: JSON.stringify({ email, password }),
    localAddress,
  });

describe('password hashing shared between addresses', () => {
  it('answers a real sign-in from a fifth address behind 120 wrong ones after a few of them, not all', async () => {
    let settled = 0;
    const wrong = Array.from({ length: 120 }, (_, i) =>
      signIn(`wrong-${i}`, `127.0.0.${11 + (i % 4)}`).then((answer) => {
        settled += 1;
        return answer;
      }),
    );
    // The wrong ones are in the hashing thread's lines once the first of them is answered.
    await expect.poll(() => settled, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    const real = await signIn(TEST_PASSWORD, '127.0.0.20');
    const before = settled;
    expect(real.status).toBe(200);
    expect(JSON.parse(real.text)).toMatchObject({ token_type: 'bearer', user: { email } });
    // First come, first served answered all 120 first (8.8 s on the tester's machine, 19 s here
    // under load); in turns the new address waits for the hash in progress and a turn of each
    // other line. The count, unlike the time, does not depend on the machine's speed.
    expect(before).toBeLessThanOrEqual(12);
    const answers = await Promise.all(wrong);
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 120 }, () => 400));
  }, 120_000);
});
