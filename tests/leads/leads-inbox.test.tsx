// What a visitor typed comes back inert: as text in the staff inbox's cards (never markup), and in
// the CSV export with formula-like cells neutralised by the stock export's writer; the export's
// times are Malaysian, its assignee named, its file named with the brand and the days it holds.
import Papa from 'papaparse';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadCard } from '~/features/admin/leads/LeadsInbox';
import { leadsCsvName, leadsToCsv } from '~/lib/staff/leads-csv';
import type { StaffLead } from '~/lib/staff/leads';
import { parseOpeningHours } from '~/config/dealer-settings';

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const lead: StaffLead = {
  id: '00000000-0000-4000-8000-00000000abcd',
  reference: 'MM-7K3Q',
  kind: 'test_drive',
  vehicleId: '5eed0000-0000-4000-8000-000000000001',
  name: '=HYPERLINK("https://evil.example","Aisyah")',
  mobile: '+60123456789',
  email: null,
  preferredDate: '2026-12-01',
  preferredSlot: '11:00',
  message: HOSTILE,
  sellDraft: null,
  status: 'new',
  staffNotes: '',
  assignee: null,
  createdAt: '2026-11-28T04:00:00.000Z',
  car: '2021 BMW 330e M Sport',
  stockNumber: 'MM-0001',
  price: 185000,
  firstReplyAt: null,
  lang: 'en',
  askingPrice: null,
  photos: [],
};
const hours = parseOpeningHours('mon-fri 10:00-19:00; sat 10:00-18:00');

describe('a lead in the inbox', () => {
  const html = renderToStaticMarkup(
    <LeadCard lead={lead} me={null} onChanged={() => undefined} origin="https://mewah.example" />,
  );

  it('shows the message as text, never as markup', () => {
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('offers one-tap call and WhatsApp naming the car and the slot, and the car', () => {
    expect(html).toContain('href="tel:+60123456789"');
    expect(html).toContain(
      'href="https://wa.me/60123456789?text=Hi%20%3DHYPERLINK(%22https%3A%2F%2Fevil.example%22%2C%22Aisyah%22)%2C%20this%20is%20Mewah%20Motors%20about%20your%20test%20drive%20request%20MM-7K3Q%3A%202021%20BMW%20330e%20M%20Sport%20(stock%20no.%20MM-0001)%2C%20MYR%20185%2C000%2C%20https%3A%2F%2Fmewah.example%2Fvehicle%2F5eed0000-0000-4000-8000-000000000001.%20You%20chose%20Tuesday%201%20December%2C%2011%3A00.%20Does%20that%20time%20still%20suit%20you%3F"',
    );
    expect(html).toContain('href="/vehicle/5eed0000-0000-4000-8000-000000000001"');
    expect(html).toContain('Preferred: Tuesday 1 December, 11:00');
  });

  it("shows a seller's condition by its label", () => {
    const offer = renderToStaticMarkup(
      <LeadCard
        lead={{
          ...lead,
          kind: 'sell_offer',
          vehicleId: null,
          car: null,
          stockNumber: null,
          price: null,
          preferredDate: null,
          preferredSlot: null,
          sellDraft: { make: 'Honda', model: 'Civic', year: 2019, mileage: '45000', condition: 'very-good' },
        }}
        me={null}
        onChanged={() => undefined}
      />,
    );
    expect(offer).toContain('Their car: 2019 Honda Civic, 45000 km, Very good');
    expect(
      renderToStaticMarkup(
        <LeadCard
          lead={{
            ...lead,
            kind: 'sell_offer',
            vehicleId: null,
            car: null,
            preferredDate: null,
            preferredSlot: null,
            askingPrice: 62000,
            sellDraft: { make: 'Honda', model: 'Civic', year: 2019, mileage: '45000', condition: 'very-good' },
          }}
          me={null}
          onChanged={() => undefined}
        />,
      ),
    ).toContain('Their car: 2019 Honda Civic, 45000 km, Very good. Asking MYR 62,000');
    expect(offer).not.toContain('very-good');
  });
});

describe("a lead's clock and replies", () => {
  // Sent on Friday 4 December at 22:00 in Malaysia; the showroom opens on Saturday at 10:00.
  const late = { ...lead, createdAt: '2026-12-04T14:00:00.000Z' };
  const card = (over: Partial<StaffLead>, now: string, props: { mayErase?: boolean } = {}) =>
    renderToStaticMarkup(
      <LeadCard lead={{ ...late, ...over }} me={null} onChanged={() => undefined} now={new Date(now)} {...props} />,
    );

  it('waits 4 min at 10:04 the next morning, within the first target', () => {
    const html = card({}, '2026-12-05T02:04:00.000Z');
    expect(html).toContain('data-standing="on-time"');
    expect(html).toContain('Waiting 4 min<span class="sr-only">, within the first target</span>');
  });

  it('is past both targets at 12:10, and stops at the first reply', () => {
    expect(card({}, '2026-12-05T04:10:00.000Z')).toContain('Waiting 2 h 10 min');
    expect(card({}, '2026-12-05T04:10:00.000Z')).toContain('data-standing="overdue"');
    const answered = card({ firstReplyAt: '2026-12-05T02:30:00.000Z' }, '2026-12-05T04:10:00.000Z');
    expect(answered).toContain('Answered in 30 min');
    expect(answered).toContain('data-standing="late"');
  });

  it("replies in the buyer's language: Malay for a lead sent from the Malay site", () => {
    const html = card({ lang: 'ms' }, '2026-12-05T02:04:00.000Z');
    expect(html).toContain('https://wa.me/60123456789?text=Hai%20');
    expect(html).toContain('<option value="ms" selected="">Bahasa Malaysia</option>');
  });

  it('offers the erasure to the owner and managers only', () => {
    expect(card({}, '2026-12-05T02:04:00.000Z')).not.toContain('Delete all leads of this person');
    expect(card({}, '2026-12-05T02:04:00.000Z', { mayErase: true })).toContain('Delete all leads of this person');
  });
});

describe('the leads CSV', () => {
  const colleague = '00000000-0000-4000-8000-0000000000b2';
  // The second lead came on Friday 4 December at 21:39 UTC (Saturday 05:39 in Malaysia) and was
  // answered on Saturday at 10:04: four opening minutes after the showroom opened.
  const csv = leadsToCsv(
    [
      lead,
      {
        ...lead,
        assignee: colleague,
        createdAt: '2026-12-04T21:39:00.000Z',
        firstReplyAt: '2026-12-05T02:04:00.000Z',
        status: 'contacted',
      },
    ],
    (id) => (id === colleague ? 'farid.sales' : 'Someone no longer on the staff'),
    { hours, closed: [] },
  );
  const rows = Papa.parse<string[]>(csv.trim()).data;

  it('writes one row per lead under the named columns', () => {
    expect(rows[0]?.slice(0, 9)).toEqual([
      'reference',
      'received',
      'kind',
      'status',
      'assignee',
      'name',
      'mobile',
      'email',
      'car',
    ]);
    expect(rows[0]?.slice(19)).toEqual(['first_reply', 'first_reply_after_opening_minutes', 'asking_price']);
    expect(rows).toHaveLength(3);
  });

  it('writes the first reply in Malaysian time and the age then in opening minutes', () => {
    expect(rows.map((r) => [r[3], r[19], r[20]])).toEqual([
      ['status', 'first_reply', 'first_reply_after_opening_minutes'],
      ['new', '', ''],
      ['contacted', '2026-12-05 10:04', '4'],
    ]);
  });

  it('writes the time in Malaysia and the assignee by name', () => {
    expect(rows.map((r) => [r[1], r[4]])).toEqual([
      ['received', 'assignee'],
      ['2026-11-28 12:00', ''],
      ['2026-12-05 05:39', 'farid.sales'],
    ]);
  });

  it('keeps HTML as plain text and neutralises formulas', () => {
    const row = rows[1] ?? [];
    expect(row[12]).toBe(HOSTILE);
    expect(row[5]).toBe(`'=HYPERLINK("https://evil.example","Aisyah")`);
    // The mobile number starts with +: written with an apostrophe so a spreadsheet keeps it as text.
    expect(row[6]).toBe("'+60123456789");
  });

  it('is named with the brand and the Malaysian days of its leads', () => {
    const now = new Date('2026-12-04T21:39:00.000Z');
    const later = { ...lead, createdAt: '2026-12-04T21:39:00.000Z' };
    expect(leadsCsvName('Mewah Motors', [later, lead], now)).toBe('mewah-motors-leads-2026-11-28-to-2026-12-05.csv');
    expect(leadsCsvName('Mewah Motors', [later], now)).toBe('mewah-motors-leads-2026-12-05.csv');
    expect(leadsCsvName('Mewah Motors', [], now)).toBe('mewah-motors-leads-2026-12-05.csv');
    expect(leadsCsvName('Kereta Café & Co.', [lead], now)).toBe('kereta-cafe-co-leads-2026-11-28.csv');
  });
});

describe("a lead's assignee", () => {
  const me = '00000000-0000-4000-8000-0000000000a1';
  const colleague = '00000000-0000-4000-8000-0000000000b2';
  const people = [
    { user_id: colleague, username: 'farid.sales' },
    { user_id: me, username: 'aisyah' },
  ];
  const options = (assignee: string | null): string[] => {
    const html = renderToStaticMarkup(
      <LeadCard lead={{ ...lead, assignee }} me={me} people={people} onChanged={() => undefined} />,
    );
    return [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
      .map((m) => `${m[1]}=${m[2]}`)
      .filter((o) => !/^(new|contacted|test_drive_booked|won|lost|en|ms)=/.test(o));
  };

  it('is chosen from the active staff by username, the signed-in member as Me', () => {
    expect(options(null)).toEqual(['=Nobody', `${me}=Me`, `${colleague}=farid.sales`]);
  });

  it('names an assignee who has left the staff as such', () => {
    const gone = '00000000-0000-4000-8000-0000000000c3';
    expect(options(gone)).toEqual([
      '=Nobody',
      `${me}=Me`,
      `${colleague}=farid.sales`,
      `${gone}=Someone no longer on the staff`,
    ]);
  });
});
