// GET /inbox: the caught emails as a page (newest first, each with its links), and JSON for
// tests and scripts: GET /inbox/messages[?to=], GET /inbox/messages/{id}, DELETE /inbox/messages.
import type { ApiResponse } from '../http/http.ts';
import type { Mailbox, MailMessage } from './mailbox.ts';

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The message's text with its http(s) links made clickable; everything else escaped. */
function renderText(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function page(messages: MailMessage[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.sentAt)}">${escapeHtml(m.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
  <pre>${renderText(m.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No emails yet. Confirmation emails sent by the local Auth server appear here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.15rem}
.meta{color:#555;margin:.25rem 0 .75rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#0645ad;word-break:break-all}</style>
</head><body>
<h1>Local inbox</h1>
<p>Emails the embedded Supabase server would have sent (nothing leaves this machine).</p>
${items}
</body></html>`;
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // Static markup only: no script at all, links open normally.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** `path` is what follows /inbox. */
export function inbox(mailbox: Mailbox, method: string, rawPath: string, url: URL): ApiResponse {
  const path = rawPath.replace(/\/+$/, '') || '/';
  const read = method === 'GET' || method === 'HEAD';
  if (path === '/' && read) return { status: 200, headers: HTML_HEADERS, body: page(mailbox.list()) };
  if (path === '/messages' && read) return { status: 200, body: mailbox.list(url.searchParams.get('to') ?? undefined) };
  if (path === '/messages' && method === 'DELETE') {
    mailbox.clear();
    return { status: 204 };
  }
  const one = /^\/messages\/([0-9a-f-]{36})$/.exec(path);
  const found = one && read ? mailbox.get(one[1] ?? '') : undefined;
  if (found) return { status: 200, body: found };
  return { status: 404, body: { message: 'Not found' } };
}
