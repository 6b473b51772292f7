// The lead clock and the sell offer's extras in the database, through the API: the first reply is
// stamped by the database (its time and who) when a staff member first moves a lead on from New or
// taps a reply, once, and nobody writes it by hand; the owner alone sets the reply targets and
// messages; a visitor adds a sell offer's photos to the private bucket and an asking price, reads
// none back, and staff read them; erasing the seller removes them.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withTestServer, type TestServer } from '../support/helpers.ts';
import { makeOwner, signUp, type Account } from '../support/staff-fixture.ts';
import { eraseContact } from '~/data/staff-leads';
import type { AppSupabase } from '~/data/supabase';

let server: TestServer;
let owner: Account;
let staff: Account;
withTestServer(async (s) => {
  server = s;
  owner = await signUp(s, 'owner');
  await makeOwner(s, owner);
  staff = await signUp(s, 'staff');
});

const admin = (sql: string, params: unknown[] = []) => server.ctx.asAdmin((tx) => tx.query(sql, params));

let mobileCounter = 0;
async function addLead(over: Record<string, string> = {}): Promise<string> {
  const mobile = `+6012355${String(++mobileCounter).padStart(4, '0')}`;
  const { rows } = await admin(
    `insert into public.leads (kind, name, mobile, message, consent_at) values ('enquiry', $1, $2, 'Still there?', now()) returning id`,
    [over.name ?? 'Aisyah Rahman', mobile],
  );
  return String(rows[0]?.id);
}
const replyOf = async (id: string) =>
  (await admin(`select first_reply_at is not null as replied, first_reply_by from public.leads where id = $1`, [id]))
    .rows[0];

describe('the first reply', () => {
  it('is stamped with who when the status first moves on from New, and not again', async () => {
    const id = await addLead();
    expect(await replyOf(id)).toEqual({ replied: false, first_reply_by: null });
    await staff.client.from('leads').update({ status: 'contacted' }).eq('id', id);
    expect(await replyOf(id)).toEqual({ replied: true, first_reply_by: staff.id });
    const { rows } = await admin(`select first_reply_at from public.leads where id = $1`, [id]);
    await owner.client.from('leads').update({ status: 'new' }).eq('id', id);
    await owner.client.from('leads').update({ status: 'won' }).eq('id', id);
    expect(await replyOf(id)).toEqual({ replied: true, first_reply_by: staff.id });
    expect((await admin(`select first_reply_at from public.leads where id = $1`, [id])).rows).toEqual(rows);
  });

  it('is stamped by a tap (record_lead_reply), once; nobody writes it by hand, nor a visitor', async () => {
    const id = await addLead();
    const first = await staff.client.rpc('record_lead_reply', { p_lead_id: id });
    expect(first.error).toBeNull();
    expect(typeof first.data).toBe('string');
    const again = await owner.client.rpc('record_lead_reply', { p_lead_id: id });
    expect(again.data).toBe(first.data);
    expect(await replyOf(id)).toEqual({ replied: true, first_reply_by: staff.id });

    const byHand = await staff.client
      .from('leads')
      .update({ first_reply_at: '2020-01-01T00:00:00Z' } as never)
      .eq('id', id);
    expect(byHand.error?.code).toBe('42501');
    const visitor = await server.client().rpc('record_lead_reply', { p_lead_id: id });
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
  });
});

describe('the reply settings', () => {
  it('start at 5 and 60 minutes, read by staff, changed by the owner alone', async () => {
    const read = await staff.client.from('lead_reply_settings').select('first_target_minutes, second_target_minutes');
    expect(read.data).toEqual([{ first_target_minutes: 5, second_target_minutes: 60 }]);
    const bySales = await staff.client
      .from('lead_reply_settings')
      .update({ first_target_minutes: 30 })
      .eq('singleton', true)
      .select('first_target_minutes');
    expect(bySales.data).toEqual([]);
    const byOwner = await owner.client
      .from('lead_reply_settings')
      .update({ first_target_minutes: 10, templates: { ms: { enquiry: 'Hai {name}' } } })
      .eq('singleton', true)
      .select('first_target_minutes, templates');
    expect(byOwner.data).toEqual([{ first_target_minutes: 10, templates: { ms: { enquiry: 'Hai {name}' } } }]);
    const backwards = await owner.client
      .from('lead_reply_settings')
      .update({ second_target_minutes: 5 })
      .eq('singleton', true);
    expect(backwards.error?.code).toBe('23514');
    expect((await server.client().from('lead_reply_settings').select('*')).data ?? []).toEqual([]);
  });
});

describe("a sell offer's photos and asking price", () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
  const draft = { make: 'Honda', model: 'Civic', year: '2019', mileage: '45000', condition: 'good' };

  it('go in from a visitor, who reads none back; staff read them', async () => {
    const visitor = server.client();
    const folder = randomUUID();
    const upload = await visitor.storage
      .from('lead-photos')
      .upload(`${folder}/1.jpg`, JPEG, { contentType: 'image/jpeg' });
    expect(upload.error).toBeNull();
    const elsewhere = await visitor.storage
      .from('lead-photos')
      .upload(`${folder}/7.jpg`, JPEG, { contentType: 'image/jpeg' });
    expect(elsewhere.error).not.toBeNull();
    const replaced = await visitor.storage
      .from('lead-photos')
      .upload(`${folder}/1.jpg`, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(replaced.error).not.toBeNull();

    const sent = await visitor.from('leads').insert({
      kind: 'sell_offer',
      name: 'Farid',
      mobile: '+60129876500',
      sell_draft: draft,
      consent_at: new Date().toISOString(),
      asking_price: 62000,
      photos: [`${folder}/1.jpg`],
      lang: 'ms',
    });
    expect(sent.error).toBeNull();
    expect((await visitor.storage.from('lead-photos').download(`${folder}/1.jpg`)).data).toBeNull();

    const lead = await staff.client
      .from('leads')
      .select('asking_price, photos, lang')
      .eq('mobile', '+60129876500')
      .single();
    expect(lead.data).toEqual({ asking_price: 62000, photos: [`${folder}/1.jpg`], lang: 'ms' });
    const photo = await staff.client.storage.from('lead-photos').download(`${folder}/1.jpg`);
    expect(photo.data?.size).toBe(JPEG.length);
  });

  it("go with the person's leads when the owner erases them", async () => {
    const folder = randomUUID();
    const visitor = server.client();
    await visitor.storage.from('lead-photos').upload(`${folder}/1.jpg`, JPEG, { contentType: 'image/jpeg' });
    const sent = await visitor.from('leads').insert({
      kind: 'sell_offer',
      name: 'Farid',
      mobile: '+60129876599',
      sell_draft: draft,
      consent_at: new Date().toISOString(),
      photos: [`${folder}/1.jpg`],
    });
    expect(sent.error).toBeNull();
    const count = await eraseContact(owner.client as unknown as AppSupabase, { mobile: '+60129876599', email: null });
    expect(count).toBe(1);
    const { rows } = await admin(`select count(*)::int as n from storage.objects where name = $1`, [`${folder}/1.jpg`]);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a photo path outside the bucket’s form, seven photos, or a price on an enquiry', async () => {
    const visitor = server.client();
    const base = { name: 'Farid', consent_at: new Date().toISOString() };
    const badPath = await visitor.from('leads').insert({
      ...base,
      kind: 'sell_offer',
      mobile: '+60129876501',
      sell_draft: draft,
      photos: ['../vehicle-images/x.jpg'],
    });
    expect(badPath.error?.code).toBe('23514');
    const folder = randomUUID();
    const seven = await visitor.from('leads').insert({
      ...base,
      kind: 'sell_offer',
      mobile: '+60129876502',
      sell_draft: draft,
      photos: [1, 2, 3, 4, 5, 6, 6].map((n) => `${folder}/${n}.jpg`),
    });
    expect(seven.error?.code).toBe('23514');
    const priced = await visitor
      .from('leads')
      .insert({ ...base, kind: 'enquiry', mobile: '+60129876503', asking_price: 50000 });
    expect(priced.error?.code).toBe('23514');
  });
});
