// Lead fields the database checks as the form does, through raw REST as a visitor's request (or an
// attacker's) reaches it: the consent stamped now, a name with a visible character, an email that
// cannot add recipients to the inbox's mailto: link; and no free oracle: a malformed request is
// refused alike whatever the limits would say, and a taken reference is replaced, never a 409.
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { fetchFrom } from '../support/security-helpers.ts';
import { SEED_ID } from '../support/staff-fixture.ts';

let server: TestServer;
withTestServer((s) => {
  server = s;
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));
const NOT_VALID = 'This request is not complete; check the form and send it again';

let addressCounter = 0;
/** Posts one lead as a visitor from a loopback address of its own; the status and the error body. */
async function post(over: Record<string, unknown>): Promise<[number, unknown]> {
  const lead = {
    kind: 'enquiry',
    vehicle_id: SEED_ID,
    name: 'Aisyah Rahman',
    mobile: '+60123456789',
    email: null,
    preferred_date: null,
    preferred_slot: null,
    message: 'Is the car still available?',
    sell_draft: null,
    consent_at: new Date().toISOString(),
    ...over,
  };
  const res = await fetchFrom(`127.0.2.${++addressCounter}`)(`${server.url}/rest/v1/leads`, {
    method: 'POST',
    headers: {
      apikey: server.anonKey,
      authorization: `Bearer ${server.anonKey}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(lead),
  });
  const text = await res.text();
  const body = text ? (JSON.parse(text) as { code?: string; message?: string }) : null;
  return [res.status, body && { code: body.code, message: body.message }];
}

const leadsOf = async (mobile: string): Promise<number> =>
  Number((await admin('select count(*)::int as n from public.leads where mobile = $1', [mobile])).rows[0]?.n);

describe('lead fields in the database', () => {
  it('refuses a consent time that is not now: 1970, -infinity, an hour ago', async () => {
    const consent = { code: '23514', message: "A lead needs the visitor's consent" };
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const answers = [
      await post({ mobile: '+60123400001', consent_at: '1970-01-01T00:00:00Z' }),
      await post({ mobile: '+60123400001', consent_at: '-infinity' }),
      await post({ mobile: '+60123400001', consent_at: hourAgo }),
    ];
    expect(answers).toEqual([
      [400, consent],
      [400, consent],
      [400, consent],
    ]);
    expect(await leadsOf('+60123400001')).toBe(0);
  });

  it('refuses a name of only zero-width or non-breaking spaces, keeps a name with letters', async () => {
    const answers = [
      await post({ mobile: '+60123400002', name: '\u200b\u200b' }),
      await post({ mobile: '+60123400002', name: '\u00a0\ufeff\u2060' }),
    ];
    expect(answers).toEqual(Array(2).fill([400, { code: '23514', message: 'The name must be 1 to 100 characters' }]));
    expect(await post({ mobile: '+60123400002', name: '\u00a0李明\u00a0' })).toEqual([201, null]);
    expect(await leadsOf('+60123400002')).toBe(1);
  });

  it('refuses an email with ? or & that would add recipients to the mailto: link', async () => {
    const answers = [
      await post({ mobile: '+60123400003', email: 'victim@example.com?cc=spy%40evil.example&body=hi' }),
      await post({ mobile: '+60123400003', email: 'victim@example.com&cc=spy@evil.example' }),
    ];
    expect(answers).toEqual(Array(2).fill([400, { code: '23514', message: NOT_VALID }]));
    expect(await leadsOf('+60123400003')).toBe(0);
  });

  it('answers a malformed lead alike whether or not the mobile number has 3 open requests', async () => {
    for (let i = 0; i < 3; i++) {
      await admin(
        `insert into public.leads (kind, vehicle_id, name, mobile, consent_at) values ('enquiry', $1, 'Aisyah Rahman', '+60123400004', now())`,
        [SEED_ID],
      );
    }
    // An enquiry with a time slot is malformed (only a test drive has one).
    const malformed = { preferred_slot: '10:00' };
    const full = await post({ ...malformed, mobile: '+60123400004' });
    const empty = await post({ ...malformed, mobile: '+60123400005' });
    expect([full, empty]).toEqual([
      [400, { code: '23514', message: NOT_VALID }],
      [400, { code: '23514', message: NOT_VALID }],
    ]);
    const badMobile = await post({ mobile: '+6012' });
    expect(badMobile).toEqual([400, { code: '23514', message: NOT_VALID }]);
  });

  it('stores a lead whose reference is taken under a new reference, never answering 409', async () => {
    await admin(
      `insert into public.leads (reference, kind, name, mobile, consent_at) values ('MM-TAKN', 'enquiry', 'Aisyah Rahman', '+60123400006', now())`,
    );
    expect(await post({ mobile: '+60123400007', reference: 'MM-TAKN' })).toEqual([201, null]);
    const { rows } = await admin('select reference from public.leads where mobile = $1', ['+60123400007']);
    expect(rows).toHaveLength(1);
    expect((rows[0] as { reference: string }).reference).toMatch(/^MM-[2-9A-HJ-NP-Z]{4}$/);
    expect((rows[0] as { reference: string }).reference).not.toBe('MM-TAKN');
    expect(await post({ mobile: '+60123400008', reference: 'MM-FREE' })).toEqual([201, null]);
    expect((await admin('select reference from public.leads where mobile = $1', ['+60123400008'])).rows).toEqual([
      { reference: 'MM-FREE' },
    ]);
  });
});
