// What the staff form stops before sending (src/features/admin/stock/editor/price-rules.ts), with
// the database's own figures (vehicle_price_rules), and how the stock table names a draft without a
// year or a price. The figures themselves: tests/staff/stock-table-holds.int.test.ts.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bulkPrice, stockRowSchema } from '~/data/vehicles';
import PriceModeChoice from '~/features/admin/stock/editor/PriceModeChoice';
import PrivateNoteField, { privateNoteError } from '~/features/admin/stock/editor/PrivateNoteField';
import { correctionWindow, priceRefusal, statusRefusal } from '~/features/admin/stock/editor/price-rules';
import { rowName, rowPrice } from '~/features/admin/stock/row-name';

// Listed at 2:03 pm Malaysian time on 4 Dec 2026: a correction is possible until the same time a day later.
const rules = { correctableUntil: '2026-12-05T06:03:00+00:00', salesLowest: 180_000 };
const none = () => undefined;

describe("a sales account's cut", () => {
  it('is stopped below the lowest price the database allows, naming that price', () => {
    expect(priceRefusal({ role: 'sales', rules, was: 200_000, next: 179_999 })).toBe(
      "A sales account may lower this price to MYR 180,000 at most today (the owner's limit counts every cut of the last 24 hours). Ask a manager for more.",
    );
  });

  it('passes at the lowest price, for a rise, and for a manager or owner', () => {
    expect(priceRefusal({ role: 'sales', rules, was: 200_000, next: 180_000 })).toBeNull();
    expect(priceRefusal({ role: 'sales', rules, was: 200_000, next: 210_000 })).toBeNull();
    expect(priceRefusal({ role: 'manager', rules, was: 200_000, next: 100_000 })).toBeNull();
    expect(priceRefusal({ role: 'owner', rules, was: 200_000, next: 100_000 })).toBeNull();
  });

  it("measures from the day's floor, not the price now: 190,000 after a cut from 200,000 still allows 180,000", () => {
    expect(priceRefusal({ role: 'sales', rules, was: 190_000, next: 180_000 })).toBeNull();
    expect(priceRefusal({ role: 'sales', rules, was: 190_000, next: 171_000 })).not.toBeNull();
  });

  it('says nothing before the rules are known or for a car without a price', () => {
    expect(priceRefusal({ role: 'sales', rules: null, was: 200_000, next: 1 })).toBeNull();
    expect(priceRefusal({ role: 'sales', rules, was: null, next: 1 })).toBeNull();
  });
});

describe('a listed car back to draft', () => {
  it('is stopped for a sales account only', () => {
    expect(statusRefusal({ role: 'sales', wasDraft: false, toDraft: true })).toBe(
      'A sales account cannot take a listed car back to draft. Ask a manager.',
    );
    expect(statusRefusal({ role: 'sales', wasDraft: true, toDraft: true })).toBeNull();
    expect(statusRefusal({ role: 'manager', wasDraft: false, toDraft: true })).toBeNull();
  });
});

describe("'Correct a mistake'", () => {
  const before = Date.parse('2026-12-05T06:02:00Z');
  const after = Date.parse('2026-12-05T06:04:00Z');

  it('says until when it is possible, in Malaysian time', () => {
    expect(correctionWindow(rules, before)).toEqual({
      open: true,
      hint: 'Possible until 5 Dec 2026, 2:03 pm (24 hours after the car was listed or its price last changed): replaces the price without a public “Price reduced”, price history entry or feed item.',
    });
  });

  it('is not offered after that time, and says when it ended', () => {
    const closed = correctionWindow(rules, after);
    expect(closed.open).toBe(false);
    expect(closed.hint).toBe(
      'A correction was possible until 5 Dec 2026, 2:03 pm (24 hours after the car was listed or its price last changed). Change the price instead.',
    );
    const html = renderToStaticMarkup(
      <PriceModeChoice mode="change" onMode={none} disabled={false} correction={closed} />,
    );
    expect(html).toMatch(/<input type="radio" disabled="" name="price-mode"\/>Correct a mistake/);
    expect(html).toContain('Change the price instead.');
  });

  it('is offered with the radio enabled within the window', () => {
    const html = renderToStaticMarkup(
      <PriceModeChoice mode="change" onMode={none} disabled={false} correction={correctionWindow(rules, before)} />,
    );
    expect(html).not.toContain('disabled=""');
    expect(html).toContain('Possible until 5 Dec 2026, 2:03 pm');
  });
});

describe('the private note field', () => {
  it('is labelled as staff only and says buyers never see it', () => {
    const html = renderToStaticMarkup(
      <PrivateNoteField value="Deposit paid by Dr. Lim" onChange={none} disabled={false} />,
    );
    expect(html).toContain(
      '<label for="v-private-note" class="block text-sm font-medium text-cream">Private note (staff only)</label>',
    );
    expect(html).toContain('Never shown to buyers: not on any public page, feed or export.');
    expect(html).toContain('>Deposit paid by Dr. Lim</textarea>');
  });

  it('refuses more than the database holds: 4,000 characters', () => {
    expect(privateNoteError('x'.repeat(4000))).toBeNull();
    expect(privateNoteError('x'.repeat(4001))).toBe('Private note: at most 4,000 characters');
  });
});

describe('a draft in the stock table', () => {
  const draft = {
    id: 'd1',
    stock_number: null,
    make: 'Porsche',
    model: '911 GT3',
    year: null,
    price: null,
    status: 'draft',
    images: [],
    photo_count: 0,
    created_at: '2026-12-05T01:00:00+00:00',
    updated_at: '2026-12-05T01:00:00+00:00',
    deleted_at: null,
  };

  it('reads without a year or a price', () => {
    expect(stockRowSchema.parse(draft)).toMatchObject({ year: null, price: null });
  });

  it('is named without a year and priced as not yet priced, before and after a bulk price change', () => {
    expect(rowName(stockRowSchema.parse(draft))).toBe('Porsche 911 GT3');
    expect(rowName({ year: 2021, make: 'Porsche', model: '911 GT3' })).toBe('2021 Porsche 911 GT3');
    expect(rowPrice(null)).toBe('No price yet');
    expect(rowPrice(bulkPrice(null, { kind: 'price_percent', value: -5 }))).toBe('No price yet');
    expect(rowPrice(bulkPrice(200_000, { kind: 'price_percent', value: -5 }))).toBe('MYR 190,000');
  });
});
