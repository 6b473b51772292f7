// The leads table (supabase/migrations/20261128120000_leads.sql) as a visitor and the staff meet it
// through the API: a visitor inserts the named columns and reads, changes and deletes nothing; the
// database's limits refuse with a clear message and store nothing; staff work the leads (each
// change in lead_history, a second factor needed once the account has one), erase a person's
// leads, and the old ones go; each new lead is posted to the webhook, and posted again on failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transport, withTestServer, type TestServer, inboxKey } from '../support/helpers.ts';
import { SEED_ID, signUp, type Account } from '../support/staff-fixture.ts';
import { totp } from '../support/totp.ts';
import { fetchFrom } from '../support/security-helpers.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));
const leadCount = async (): Promise<number> =>
  Number((await admin('select count(*)::int as n from public.leads')).rows[0]?.n);

let addressCounter = 0;
/**
 * A visitor from a loopback address of its own (its sockets leave from it; the gateway takes the
 * client address from the socket, never from a header), so the per-address limit is the test's alone.
 */
const visitor = (address = `127.0.1.${++addressCounter}`): SupabaseClient =>
  createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchFrom(address) },
  });

const tomorrowPlus = (days: number): string => {
  const myt = new Date(Date.now() + 8 * 3600_000);
  myt.setUTCDate(myt.getUTCDate() + days);
  return myt.toISOString().slice(0, 10);
};

/** The first day from `days` days after today (Malaysian time) that the showroom opens: not a Sunday. */
const openDayFrom = (days: number): string => {
  for (let d = days; ; d++) {
    const day = tomorrowPlus(d);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) return day;
  }
};

const enquiry = (over: Record<string, unknown> = {}) => ({
  kind: 'enquiry',
  vehicle_id: SEED_ID,
  name: 'Aisyah Rahman',
  mobile: '+60123456789',
  email: null,
  preferred_date: null,
  preferred_slot: null,
  message: 'Is the 2021 BMW X5 still available?',
  sell_draft: null,
  consent_at: new Date().toISOString(),
  ...over,
});

describe('a visitor', () => {
  it('sends an enquiry with the named columns, the rest left to the defaults', async () => {
    const before = await leadCount();
    const { error, status } = await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-7K3Q' }));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const { rows } = await admin(
      `select kind, name, mobile, status, staff_notes, assignee, reference from public.leads where reference = 'MM-7K3Q'`,
    );
    expect(rows).toEqual([
      {
        kind: 'enquiry',
        name: 'Aisyah Rahman',
        mobile: '+60123456789',
        status: 'new',
        staff_notes: '',
        assignee: null,
        reference: 'MM-7K3Q',
      },
    ]);
    expect(await leadCount()).toBe(before + 1);
  });

  it('gets a reference made by the database when it sends none', async () => {
    const { error } = await visitor()
      .from('leads')
      .insert(enquiry({ name: 'No Reference' }));
    expect(error).toBeNull();
    const { rows } = await admin(`select reference from public.leads where name = 'No Reference'`);
    expect(String(rows[0]?.reference)).toMatch(/^MM-[2-9A-HJ-NP-Z]{4}$/);
  });

  it('reads, changes and deletes no lead', async () => {
    const anon = visitor();
    const read = await anon.from('leads').select('*');
    expect(read.data ?? []).toEqual([]);
    expect(read.error?.code).toBe('42501');
    const before = (await admin(`select status, name from public.leads order by id`)).rows;
    const update = await anon.from('leads').update({ status: 'won' }).eq('reference', 'MM-7K3Q');
    expect(update.error?.code).toBe('42501');
    const del = await anon.from('leads').delete().eq('reference', 'MM-7K3Q');
    expect(del.error?.code).toBe('42501');
    expect((await admin(`select status, name from public.leads order by id`)).rows).toEqual(before);
  });

  it('cannot set the status, notes or assignee', async () => {
    const before = await leadCount();
    const { error } = await visitor()
      .from('leads')
      .insert(enquiry({ status: 'won' }));
    expect(error?.code).toBe('42501');
    expect(await leadCount()).toBe(before);
  });
});

describe("the database's limits", () => {
  it('refuses a message over 2000 characters, and stores nothing', async () => {
    const before = await leadCount();
    const { error, status } = await visitor()
      .from('leads')
      .insert(enquiry({ message: 'x'.repeat(2001) }));
    expect(status).toBe(400);
    expect(error?.message).toBe('The message must be at most 2000 characters');
    expect(await leadCount()).toBe(before);
  });

  it('refuses a mobile number not in its one written form', async () => {
    const before = await leadCount();
    const { error, status } = await visitor()
      .from('leads')
      .insert(enquiry({ mobile: '012-345 6789' }));
    // A plain refusal that names no constraint, the same as for any malformed request.
    expect([status, error?.code, error?.message]).toEqual([
      400,
      '23514',
      'This request is not complete; check the form and send it again',
    ]);
    expect(await leadCount()).toBe(before);
  });

  it('keeps at most 3 open leads per mobile number and car', async () => {
    const booking = (address: string) =>
      visitor(address)
        .from('leads')
        .insert(
          enquiry({
            kind: 'test_drive',
            mobile: '+60198765432',
            preferred_date: openDayFrom(2),
            preferred_slot: '11:00',
            message: null,
          }),
        );
    for (const n of [1, 2, 3]) expect((await booking(`127.0.2.${n}`)).error).toBeNull();
    const before = await leadCount();
    const fourth = await booking('127.0.2.4');
    expect(fourth.status).toBe(429);
    expect(fourth.error?.message).toBe('This mobile number already has 3 open requests for this car');
    expect(await leadCount()).toBe(before);
  });

  it('books a test drive only from tomorrow to 30 days ahead', async () => {
    const before = await leadCount();
    const { error, status } = await visitor()
      .from('leads')
      .insert(enquiry({ kind: 'test_drive', preferred_date: tomorrowPlus(0), preferred_slot: '10:00' }));
    expect(status).toBe(400);
    expect(error?.message).toBe('A test drive is booked from tomorrow to 30 days ahead');
    expect(await leadCount()).toBe(before);
  });

  it('takes 10 leads an hour from one address, then refuses', async () => {
    const client = visitor('127.0.3.77');
    for (let i = 0; i < 10; i++) {
      const { error } = await client.from('leads').insert(enquiry({ mobile: null, email: `buyer${i}@example.com` }));
      expect(error).toBeNull();
    }
    const before = await leadCount();
    const { error, status } = await client.from('leads').insert(enquiry({ mobile: null, email: 'late@example.com' }));
    expect(status).toBe(429);
    expect(error?.message).toBe('Too many requests from this address; try again in an hour');
    expect(await leadCount()).toBe(before);
  });

  it('answers a filled honeypot as sent, and keeps nothing', async () => {
    const before = await leadCount();
    const { error, status } = await visitor()
      .from('leads')
      .insert(enquiry({ name: 'Bot', website: 'https://spam.example' }));
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await leadCount()).toBe(before);
  });
});

describe('staff', () => {
  let staff: Account;
  let id: string;
  beforeAll(async () => {
    staff = await signUp(server, 'leads');
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-STAF', message: '<img src=x onerror=alert(1)>' }));
    id = String((await admin(`select id from public.leads where reference = 'MM-STAF'`)).rows[0]?.id);
  });

  it('read the leads, newest first, the message exactly as typed', async () => {
    const { data, error } = await staff.client
      .from('leads')
      .select('reference, message')
      .order('created_at', { ascending: false })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toEqual([{ reference: 'MM-STAF', message: '<img src=x onerror=alert(1)>' }]);
    const count = await staff.client.rpc('count_new_leads');
    expect(count.data).toBe(await leadCount());
  });

  it('change the status, notes and assignee, each change in the trail', async () => {
    const { error } = await staff.client
      .from('leads')
      .update({ status: 'contacted', staff_notes: 'Called, calls back Friday', assignee: staff.id })
      .eq('id', id);
    expect(error).toBeNull();
    const { data } = await staff.client
      .from('lead_history')
      .select('action, actor_id, changes')
      .eq('lead_id', id)
      .order('id');
    expect(data).toEqual([
      { action: 'insert', actor_id: null, changes: { kind: 'enquiry', reference: 'MM-STAF' } },
      {
        action: 'update',
        actor_id: staff.id,
        changes: {
          status: { old: 'new', new: 'contacted' },
          staff_notes: { old: '', new: 'Called, calls back Friday' },
          assignee: { old: null, new: staff.id },
        },
      },
    ]);
  });

  it('give a lead to another active staff member, chosen by username, never to anyone else', async () => {
    const colleague = await signUp(server, 'colleague');
    const outsider = await signUp(server, 'outsider');
    await admin(`update private.staff_members set status = 'removed' where user_id = $1`, [outsider.id]);
    const { data: people } = await staff.client.rpc('list_lead_assignees');
    expect(people).toEqual(
      expect.arrayContaining([
        { user_id: staff.id, username: staff.username },
        { user_id: colleague.id, username: colleague.username },
      ]),
    );
    expect((people as { user_id: string }[]).some((p) => p.user_id === outsider.id)).toBe(false);
    expect((await server.anon().rpc('list_lead_assignees')).error?.code).toBe('42501');

    const given = await staff.client.from('leads').update({ assignee: colleague.id }).eq('id', id).select('assignee');
    expect(given.data).toEqual([{ assignee: colleague.id }]);
    const refused = await staff.client.from('leads').update({ assignee: outsider.id }).eq('id', id);
    expect([refused.status, refused.error?.code, refused.error?.message]).toEqual([
      400,
      '23514',
      'A lead can be assigned only to an active staff member',
    ]);
    const { rows } = await admin('select assignee from public.leads where id = $1', [id]);
    expect(rows[0]).toEqual({ assignee: colleague.id });
  });

  it('need the second factor once the account has one', async () => {
    const { data } = await staff.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (!data) throw new Error('no factor');
    await staff.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totp(data.totp.secret) });
    const thief = server.client();
    await thief.auth.signInWithPassword({ email: staff.email, password: 'Sup3r-secret' });
    const refused = await thief.from('leads').update({ status: 'lost' }).eq('id', id).select('id');
    expect(refused.data ?? []).toEqual([]);
    expect((await admin(`select status from public.leads where id = $1`, [id])).rows[0]?.status).toBe('contacted');
    const allowed = await staff.client.from('leads').update({ status: 'won' }).eq('id', id).select('status');
    expect(allowed.data).toEqual([{ status: 'won' }]);
  });

  it('erase every lead of one mobile number, and the notes leave the trail', async () => {
    const { data, error } = await staff.client.rpc('delete_leads_of', { p_mobile: '+60123456789' });
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(2);
    expect((await admin(`select count(*)::int as n from public.leads where mobile = '+60123456789'`)).rows[0]?.n).toBe(
      0,
    );
    const trail = await admin(`select changes from public.lead_history where lead_id = $1 order by id`, [id]);
    expect(JSON.stringify(trail.rows)).not.toContain('Called, calls back Friday');
  });
});

describe('retention', () => {
  it('deletes the leads older than the setting, and only those', async () => {
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-QLDX', mobile: '+60171234567' }));
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-NEWW', mobile: '+60171234568' }));
    await admin(`update public.leads set created_at = now() - interval '25 months' where reference = 'MM-QLDX'`);
    const { rows } = await admin('select private.purge_old_leads() as n');
    expect(rows[0]?.n).toBe(1);
    const left = await admin(`select reference from public.leads where reference in ('MM-QLDX', 'MM-NEWW')`);
    expect(left.rows).toEqual([{ reference: 'MM-NEWW' }]);
    const jobs = await admin(
      `select jobname, schedule, command from cron.job where jobname like 'mewah-lead-%' order by jobname`,
    );
    expect(jobs.rows).toEqual([
      { jobname: 'mewah-lead-deliveries', schedule: '* * * * *', command: 'select private.retry_lead_deliveries()' },
      { jobname: 'mewah-lead-retention', schedule: '17 3 * * *', command: 'select private.purge_old_leads()' },
    ]);
  });
});

describe('the local inbox (the embedded server registers its own webhook)', () => {
  it('shows each new lead at /inbox, the HTML a visitor typed as inert text', async () => {
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-LCAL', mobile: '+60183333333', message: '<img src=x onerror=alert(1)>' }));
    let messages: { subject: string; text: string }[] = [];
    for (let i = 0; i < 50 && messages.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${server.url}/inbox/messages?to=dealer@mewah.local`, inboxKey(server));
      messages = ((await res.json()) as { subject: string; text: string }[]).filter((m) =>
        m.subject.includes('MM-LCAL'),
      );
    }
    expect(messages.map((m) => m.subject)).toEqual(['Enquiry MM-LCAL: 2021 BMW 330e M Sport']);
    expect(messages[0]?.text).toContain('Message: <img src=x onerror=alert(1)>');
    const page = await (await fetch(`${server.url}/inbox`, inboxKey(server))).text();
    expect(page).toContain('Message: &lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
  });
});

describe('the webhook', () => {
  let receiver: Server;
  const received: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  let failNext = 0;
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        if (failNext > 0) {
          failNext--;
          res.writeHead(503).end();
          return;
        }
        received.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/lead`;
    await admin(`select private.set_lead_webhook($1, 'json', 'hook-secret')`, [url]);
  });
  afterAll(async () => {
    await admin(`select private.set_lead_webhook(null)`);
    receiver?.close();
  });

  const deliveries = async (reference: string) =>
    (
      await admin(
        `select d.attempt, d.state, d.status_code from private.lead_deliveries d join public.leads l on l.id = d.lead_id
         where l.reference = $1 order by d.id`,
        [reference],
      )
    ).rows;
  const settle = async (reference: string, want: number): Promise<void> => {
    for (let i = 0; i < 50; i++) {
      await admin('select private.retry_lead_deliveries()');
      const rows = await deliveries(reference);
      if (rows.length >= want && rows.every((r) => r.state !== 'pending')) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('posts each new lead with its secret, as plain text and fields', async () => {
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-HK2A', mobile: '+60181111111', message: '<b>bold</b> & more' }));
    await settle('MM-HK2A', 1);
    const got = received.find((r) => r.body.reference === 'MM-HK2A');
    expect(got?.headers['x-lead-secret']).toBe('hook-secret');
    expect(got?.body).toMatchObject({
      type: 'lead',
      kind: 'enquiry',
      name: 'Aisyah Rahman',
      mobile: '+60181111111',
      message: '<b>bold</b> & more',
      subject: 'Enquiry MM-HK2A: 2021 BMW 330e M Sport',
    });
    expect(await deliveries('MM-HK2A')).toEqual([{ attempt: 1, state: 'delivered', status_code: 200 }]);
  });

  it('posts again after a failure, and records each try', async () => {
    failNext = 1;
    await visitor()
      .from('leads')
      .insert(enquiry({ reference: 'MM-RTRY', mobile: '+60182222222' }));
    await settle('MM-RTRY', 1);
    // The first try failed; the retry is due a minute later.
    await admin(`update private.lead_deliveries set sent_at = sent_at - interval '2 minutes'`);
    await settle('MM-RTRY', 2);
    expect(await deliveries('MM-RTRY')).toEqual([
      { attempt: 1, state: 'retried', status_code: 503 },
      { attempt: 2, state: 'delivered', status_code: 200 },
    ]);
    expect(received.filter((r) => r.body.reference === 'MM-RTRY')).toHaveLength(1);
  });
});
