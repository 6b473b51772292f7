// Security suite, the local inbox: it holds every lead mail (names, mobiles) and every recovery
// link, in live mode as in demo mode, so it answers only the secret key (docs/security.md, "The
// local inbox answers only the secret key"): as `apikey`, as a Bearer token, or as the password of
// Basic authentication, with which a browser opens the page.
import { describe, expect, it } from 'vitest';
import { inboxKey, signedUpClient, withTestServer, type TestServer } from '../support/helpers.ts';
import { raw } from '../support/security-helpers.ts';

let server: TestServer;
let email = '';
withTestServer(async (s) => {
  server = s;
  const account = await signedUpClient(s, 'inbox');
  email = (await account.auth.getUser()).data.user?.email ?? '';
  const { error } = await s.anon().auth.resetPasswordForEmail(email);
  if (error) throw error;
});

const messagesUrl = (): string => `${server.url}/inbox/messages?to=${encodeURIComponent(email)}`;
const basic = (password: string): string => `Basic ${Buffer.from(`anyone:${password}`).toString('base64')}`;

describe('the local inbox without the secret key', () => {
  it('answers 401 with a Basic challenge, and shows no mail', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { apikey: server.publishableKey },
      { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}` },
      { authorization: basic(server.publishableKey) },
      { authorization: basic('not-the-key') },
    ]) {
      const list = await raw(messagesUrl(), { headers });
      expect(list.status).toBe(401);
      expect(list.headers['www-authenticate']).toBe(
        'Basic realm="Local inbox: the secret key as password", charset="UTF-8"',
      );
      expect(JSON.parse(list.text)).toEqual({ message: 'The local inbox answers only the secret key' });
      const page = await raw(`${server.url}/inbox`, { headers });
      expect(page.status).toBe(401);
      expect(page.text).not.toContain('Reset');
    }
  });

  it('refuses a signed-in user’s token and a DELETE, and keeps the mail', async () => {
    const user = await signedUpClient(server, 'nosy');
    const token = (await user.auth.getSession()).data.session?.access_token ?? '';
    const read = await raw(messagesUrl(), {
      headers: { apikey: server.publishableKey, authorization: `Bearer ${token}` },
    });
    expect(read.status).toBe(401);
    const wipe = await raw(`${server.url}/inbox/messages`, { method: 'DELETE' });
    expect(wipe.status).toBe(401);
    const kept = await raw(messagesUrl(), inboxKey(server));
    expect((JSON.parse(kept.text) as unknown[]).length).toBe(1);
  });
});

describe('the local inbox with the secret key', () => {
  it('lists the recovery mail for apikey, Bearer and Basic', async () => {
    for (const headers of <Record<string, string>[]>[
      inboxKey(server).headers,
      { authorization: `Bearer ${server.secretKey}` },
      { authorization: basic(server.secretKey) },
      { apikey: server.serviceRoleKey },
    ]) {
      const list = await raw(messagesUrl(), { headers });
      expect(list.status).toBe(200);
      const mails = JSON.parse(list.text) as { to: string; subject: string }[];
      expect(mails.map((m) => m.to)).toEqual([email]);
    }
  });

  it('opens the page in a browser with the key as the Basic password', async () => {
    const page = await raw(`${server.url}/inbox`, {
      headers: { authorization: basic(server.secretKey), 'sec-fetch-mode': 'navigate' },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Local inbox</h1>');
    expect(page.text).toContain(email);
  });
});
