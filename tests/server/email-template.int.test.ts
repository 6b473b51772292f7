// The project's password-reset email (supabase/config.toml [auth.email.template.recovery], rendered by
// scripts/supabase/auth/email-template.ts as GoTrue's template mailer does): the site's name and the
// dealer's words, its one link the one GoTrue's default carries, and the same brand the site shows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../scripts/supabase/server.ts';
import { htmlToText, renderTemplate } from '../../scripts/supabase/auth/email-template.ts';
import { envSchema } from '../../src/config/env-schema.ts';
import { withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const inboxFor = async (email: string): Promise<MailMessage[]> =>
  (await (
    await fetch(`${server.url}/inbox/messages?to=${encodeURIComponent(email)}`, inboxKey(server))
  ).json()) as MailMessage[];

describe('the password-reset email', () => {
  it("names the site, speaks the dealer's words and carries the one-time link", async () => {
    const email = `branded.${Date.now()}@mewah.test`;
    expect((await server.client().auth.signUp({ email, password: 'Sup3r-secret' })).error).toBeNull();
    await server.anon().auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:4321/reset-password/' });
    const [mail] = await inboxFor(email);
    expect(mail?.subject).toBe('Reset your Mewah Motors password');
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).toMatch(
      new RegExp(
        `^${server.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=http%3A%2F%2F127\\.0\\.0\\.1%3A4321%2Freset-password%2F$`,
      ),
    );
    expect(mail?.text).toBe(
      [
        'Reset your Mewah Motors password',
        '',
        `Someone asked to reset the password of the Mewah Motors staff account for ${email}. If it was you, choose a new password here:`,
        '',
        `Choose a new password: ${link}`,
        '',
        'Open the link in the browser where you asked for it. It works once, within an hour.',
        '',
        'If you did not ask, ignore this email: your password stays as it is.',
        '',
        'Mewah Motors',
        '',
      ].join('\n'),
    );
    expect(mail?.html).toContain(`<a href="${link.replace(/&/g, '&amp;')}">Choose a new password</a>`);
    expect(mail?.html).not.toContain('Follow this link to reset the password for your user');
    // The link works: it signs in once, as GoTrue's default email's does.
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toMatch(/#access_token=/);
  });

  it('names the brand the site is built with by default (PUBLIC_BRAND_NAME)', () => {
    const brand = envSchema.PUBLIC_BRAND_NAME.default;
    expect(brand).toBe('Mewah Motors');
    expect(readFileSync('supabase/templates/recovery.html', 'utf8')).toContain(`Reset your ${brand} password`);
    expect(readFileSync('supabase/config.toml', 'utf8')).toContain(`subject = "Reset your ${brand} password"`);
  });
});

describe("GoTrue's template fields", () => {
  it('fills {{ .Field }} escaped for HTML, an unknown field empty, and reads links out as text', () => {
    const html = renderTemplate('<p>{{ .Email }} <a href="{{.ConfirmationURL}}">Go</a> {{ .Nope }}</p>', {
      Email: 'a<b>@x.test',
      ConfirmationURL: 'https://x.test/verify?a=1&b=2',
    });
    expect(html).toBe('<p>a&lt;b&gt;@x.test <a href="https://x.test/verify?a=1&amp;b=2">Go</a> </p>');
    expect(htmlToText(html)).toBe('a<b>@x.test Go: https://x.test/verify?a=1&b=2\n');
  });
});
