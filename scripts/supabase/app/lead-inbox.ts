// Locally, each new lead reaches the dealer through the embedded server's own /inbox: at start the
// app listens on a loopback port of its own, registers that URL as the lead webhook
// (private.set_lead_webhook, migration 20261128120000_leads.sql), and turns each post pg_net
// delivers into an email in the local mailbox. So `npm start` shows the whole path a hosted
// project takes to an email or chat service (docs/deploying.md "Going live"). A webhook an
// operator registered elsewhere is left alone.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { Database } from '../db/engine.ts';
import type { LocalMail } from '../db/hooks.ts';

/** Who the local mailbox shows the lead to. */
export const LOCAL_LEAD_RECIPIENT = 'dealer@mewah.local';

const postSchema = z.object({ subject: z.string(), text: z.string() });

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Is the registered webhook unset, or a local receiver of an earlier start (loopback)? */
async function ours(db: Database): Promise<boolean> {
  const exists = await db.query<{ t: string | null }>(`select to_regclass('private.lead_settings')::text as t`);
  if (!exists.rows[0]?.t) return false;
  const { rows } = await db.query<{ url: string | null }>(
    `select webhook_url as url from private.lead_settings where singleton`,
  );
  const url = rows[0]?.url ?? null;
  return url === null || new URL(url).hostname === '127.0.0.1';
}

/** Starts the receiver and registers it; null when an operator's own webhook is set. */
export async function startLeadInbox(db: Database, mail: LocalMail): Promise<Server | null> {
  if (!(await ours(db))) return null;
  const secret = randomBytes(18).toString('base64url');
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.headers['x-lead-secret'] !== secret) {
      res.writeHead(404).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) req.destroy();
    });
    req.on('end', () => {
      let post: z.infer<typeof postSchema>;
      try {
        post = postSchema.parse(JSON.parse(body));
      } catch {
        res.writeHead(400).end();
        return;
      }
      try {
        // Plain text: the inbox page escapes it again; the HTML body is the same text, escaped.
        mail.send({
          to: LOCAL_LEAD_RECIPIENT,
          subject: post.subject,
          text: post.text,
          html: `<pre>${escapeHtml(post.text)}</pre>`,
        });
        res.writeHead(204).end();
      } catch {
        // The mailbox's hourly cap: answered as a failure, so the database tries again later.
        res.writeHead(503).end();
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  // The API's stop does not know this server: it must never keep the process alive by itself.
  server.unref();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lead`;
  await db.query(`select private.set_lead_webhook($1, 'json', $2)`, [url, secret]);
  return server;
}
