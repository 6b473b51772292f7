// The dealer's brand in Auth's emails: a server started with PUBLIC_BRAND_NAME sends the project's
// recovery template (written in the demo's brand) in the dealer's name, subject and body, escaped in
// the HTML. Through raw HTTP, as a visitor of /auth/forgot-password reaches it.
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, inboxKey, withTestServer, type TestServer } from '../support/helpers.ts';
import { jsonHeaders, raw } from '../support/security-helpers.ts';

const before = process.env.PUBLIC_BRAND_NAME;
// Read by the server as it starts (withTestServer's beforeAll, after this line).
process.env.PUBLIC_BRAND_NAME = 'Laju & Prestige Motors';
afterAll(() => {
  if (before === undefined) delete process.env.PUBLIC_BRAND_NAME;
  else process.env.PUBLIC_BRAND_NAME = before;
});

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const EMAIL = 'brand.owner@lajuprestige.test';

describe('Auth’s emails in the dealer’s brand', () => {
  it('sends the recovery email in PUBLIC_BRAND_NAME, never the demo’s', async () => {
    const signUp = await raw(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ email: EMAIL, password: TEST_PASSWORD }),
    });
    expect(signUp.status).toBe(200);
    const recover = await raw(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ email: EMAIL }),
    });
    expect(recover.status).toBe(200);
    const res = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(EMAIL)}`, inboxKey(server));
    const mails = (await res.json()) as { subject: string; html: string; text: string }[];
    expect(mails.map((m) => m.subject)).toEqual(['Reset your Laju & Prestige Motors password']);
    expect(mails[0]?.html).toContain('<h2>Reset your Laju &amp; Prestige Motors password</h2>');
    expect(mails[0]?.text).toContain(
      `Someone asked to reset the password of the Laju & Prestige Motors staff account for ${EMAIL}.`,
    );
    expect(`${mails[0]?.subject} ${mails[0]?.html}`).not.toContain('Mewah');
  });
});
