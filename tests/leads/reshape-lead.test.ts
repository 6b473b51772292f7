// The one step where the API's lead (public.leads as database.types.ts types it) becomes the
// inbox's StaffLead: the columns renamed, the car named, and what the generated types cannot say
// (the kind, the status, the sell draft's jsonb) checked.
import { describe, expect, it } from 'vitest';
import { reshapeLead, type LeadApiRow } from '~/data/staff-leads';

const row: LeadApiRow = {
  id: '00000000-0000-4000-8000-00000000abcd',
  reference: 'MM-7K3Q',
  kind: 'sell_offer',
  vehicle_id: '5eed0000-0000-4000-8000-000000000001',
  name: 'Aisyah',
  mobile: '+60123456789',
  email: null,
  preferred_date: '2026-12-01',
  preferred_slot: '11:00',
  message: 'Still available?',
  sell_draft: { make: 'Honda', model: 'Civic', year: 2019, mileage: '45000', condition: 'good' },
  status: 'contacted',
  staff_notes: 'Called back',
  assignee: null,
  created_at: '2026-11-28T04:00:00.000Z',
  first_reply_at: '2026-11-28T04:07:00.000Z',
  lang: 'ms',
  asking_price: 58000,
  photos: ['3f0c2a1e-9b7d-4c55-8e21-6a0b1c2d3e4f/1.jpg'],
};
const car = {
  id: row.vehicle_id ?? '',
  year: 2021,
  make: 'BMW',
  model: '330e M Sport',
  stock_number: 'MM-0001',
  price: 185000,
};

describe('reshapeLead', () => {
  it("gives the inbox the lead in its own names, with its car's name, stock number and price", () => {
    expect(reshapeLead(row, car)).toEqual({
      id: '00000000-0000-4000-8000-00000000abcd',
      reference: 'MM-7K3Q',
      kind: 'sell_offer',
      vehicleId: '5eed0000-0000-4000-8000-000000000001',
      name: 'Aisyah',
      mobile: '+60123456789',
      email: null,
      preferredDate: '2026-12-01',
      preferredSlot: '11:00',
      message: 'Still available?',
      sellDraft: { make: 'Honda', model: 'Civic', year: 2019, mileage: '45000', condition: 'good' },
      status: 'contacted',
      staffNotes: 'Called back',
      assignee: null,
      createdAt: '2026-11-28T04:00:00.000Z',
      car: '2021 BMW 330e M Sport',
      stockNumber: 'MM-0001',
      price: 185000,
      firstReplyAt: '2026-11-28T04:07:00.000Z',
      lang: 'ms',
      askingPrice: 58000,
      photos: ['3f0c2a1e-9b7d-4c55-8e21-6a0b1c2d3e4f/1.jpg'],
    });
  });

  it('names no car when the lead has none or its car is gone', () => {
    expect(reshapeLead(row, undefined)).toMatchObject({ car: null, stockNumber: null, price: null });
  });

  it('refuses a kind, a status or a sell draft the database would not hold', () => {
    expect(() => reshapeLead({ ...row, kind: 'callback' }, car)).toThrow();
    expect(() => reshapeLead({ ...row, status: 'archived' }, car)).toThrow();
    expect(() => reshapeLead({ ...row, sell_draft: { make: 'Honda' } }, car)).toThrow();
  });
});
