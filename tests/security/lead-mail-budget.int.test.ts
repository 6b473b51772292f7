// Security suite, the mail budgets: lead notifications reach the local inbox on a budget of their own,
// never Auth's [auth.rate_limit] email_sent (here 3 an hour), so a day of leads cannot stop a password
// recovery from being sent. Everything through raw HTTP, as the tester sent it.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, inboxKey, withTestServer, type TestServer } from '../support/helpers.ts';
import { fetchFrom, jsonHeaders, raw } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer(
  (s) => {
    server = s;
  },
  {
    configOverrides: (c) => ({ ...c, auth: { ...c.auth, rateLimit: { ...c.auth.rateLimit, emailSent: 3 } } }),
  },
);

const LEADS = 6;
const OWNER = 'budget.owner@mewah.test';

/** The subjects of the inbox's mails to `to`, newest first. */
const subjectsTo = async (to: string): Promise<string[]> => {
  const res = await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(to)}`, inboxKey(server));
  return ((await res.json()) as { subject: string }[]).map((m) => m.subject);
};

describe('lead mails and Auth’s mails', () => {
  it('sends a password recovery after more lead mails than Auth’s hourly budget', async () => {
    const created = await raw(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ email: OWNER, password: TEST_PASSWORD }),
    });
    expect(created.status).toBe(200);

    for (let i = 0; i < LEADS; i++) {
      const res = await fetchFrom(`127.0.4.${i + 1}`)(`${server.url}/rest/v1/leads`, {
        method: 'POST',
        headers: { ...jsonHeaders(server), prefer: 'return=minimal' },
        body: JSON.stringify({
          kind: 'enquiry',
          reference: `MM-BDG${'23456789'[i]}`,
          name: 'Aisyah Rahman',
          mobile: `+6012345670${i}`,
          message: 'Is it still available?',
          consent_at: new Date().toISOString(),
        }),
      });
      expect(res.status).toBe(201);
    }
    let leadMails: string[] = [];
    for (let i = 0; i < 100 && leadMails.length < LEADS; i++) {
      await new Promise((r) => setTimeout(r, 100));
      leadMails = (await subjectsTo('dealer@mewah.local')).filter((s) => s.includes('MM-BDG'));
    }
    expect(leadMails).toHaveLength(LEADS);

    const recover = await raw(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: jsonHeaders(server),
      body: JSON.stringify({ email: OWNER }),
    });
    expect([recover.status, recover.text]).toEqual([200, '{}']);
    expect(await subjectsTo(OWNER)).toEqual(['Reset your Mewah Motors password']);
  });
});
