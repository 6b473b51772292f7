// The inbox's one-tap replies: every number in its +60 form, every text percent-encoded into its
// place (a visitor's text never adds a parameter or ends the link), in English and in Malay.
import { describe, expect, it } from 'vitest';
import { paths } from '~/lib/paths';
import { STAFF_WORDS } from '~/lib/staff-words';
import {
  fillTemplate,
  mailtoLink,
  replyFacts,
  replyLinks,
  telLink,
  whatsappLink,
  withCustom,
  type ReplyLang,
} from '~/lib/staff/lead-replies';
import type { StaffLead } from '~/lib/staff/leads';

const testDrive: StaffLead = {
  id: '00000000-0000-4000-8000-00000000abcd',
  reference: 'MM-7K3Q',
  kind: 'test_drive',
  vehicleId: '5eed0000-0000-4000-8000-000000000001',
  name: 'Aisyah',
  mobile: '+60123456789',
  email: null,
  preferredDate: '2026-12-12',
  preferredSlot: '12:00',
  message: null,
  sellDraft: null,
  status: 'new',
  staffNotes: '',
  assignee: null,
  createdAt: '2026-12-04T21:39:00.000Z',
  car: '2021 BMW 330e M Sport',
  stockNumber: 'MM-0001',
  price: 185000,
  firstReplyAt: null,
  lang: 'en',
  askingPrice: null,
  photos: [],
};

const links = (lead: StaffLead, lang: ReplyLang) => {
  const templates = STAFF_WORDS.leads.replies[lang];
  return replyLinks(
    lead,
    templates,
    replyFacts(lead, lang, {
      brand: 'Mewah Motors',
      stock: templates.stock,
      origin: 'https://mewah.example',
      vehiclePath: (id, l) => paths.vehicle(id, l),
    }),
  );
};

describe("a test drive's WhatsApp reply", () => {
  it('names the car, its stock number, price and page, and the slot in words, in English', () => {
    const link = links(testDrive, 'en').whatsapp ?? '';
    expect(link).toBe(
      'https://wa.me/60123456789?text=Hi%20Aisyah%2C%20this%20is%20Mewah%20Motors%20about%20your%20test%20drive%20request%20MM-7K3Q%3A%202021%20BMW%20330e%20M%20Sport%20(stock%20no.%20MM-0001)%2C%20MYR%20185%2C000%2C%20https%3A%2F%2Fmewah.example%2Fvehicle%2F5eed0000-0000-4000-8000-000000000001.%20You%20chose%20Saturday%2012%20December%2C%2012%3A00.%20Does%20that%20time%20still%20suit%20you%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe(
      'Hi Aisyah, this is Mewah Motors about your test drive request MM-7K3Q: 2021 BMW 330e M Sport (stock no. MM-0001), MYR 185,000, https://mewah.example/vehicle/5eed0000-0000-4000-8000-000000000001. You chose Saturday 12 December, 12:00. Does that time still suit you?',
    );
  });

  it('names the same in Malay, with the Malay page', () => {
    const link = links(testDrive, 'ms').whatsapp ?? '';
    expect(link).toBe(
      'https://wa.me/60123456789?text=Hai%20Aisyah%2C%20ini%20Mewah%20Motors%20mengenai%20permintaan%20pandu%20uji%20anda%20MM-7K3Q%3A%202021%20BMW%20330e%20M%20Sport%20(no.%20stok%20MM-0001)%2C%20MYR%20185%2C000%2C%20https%3A%2F%2Fmewah.example%2Fms%2Fvehicle%2F5eed0000-0000-4000-8000-000000000001.%20Anda%20memilih%20Sabtu%2012%20Disember%2C%2012%3A00.%20Adakah%20masa%20itu%20masih%20sesuai%3F',
    );
    expect(new URL(link).searchParams.get('text')).toBe(
      'Hai Aisyah, ini Mewah Motors mengenai permintaan pandu uji anda MM-7K3Q: 2021 BMW 330e M Sport (no. stok MM-0001), MYR 185,000, https://mewah.example/ms/vehicle/5eed0000-0000-4000-8000-000000000001. Anda memilih Sabtu 12 Disember, 12:00. Adakah masa itu masih sesuai?',
    );
  });

  it('calls the same number', () => {
    expect(links(testDrive, 'en').call).toBe('tel:+60123456789');
  });
});

describe("an enquiry's email reply", () => {
  const enquiry: StaffLead = {
    ...testDrive,
    kind: 'enquiry',
    mobile: null,
    email: 'tan@example.com',
    preferredDate: null,
    preferredSlot: null,
  };

  it('has a subject and a body, in English', () => {
    expect(links(enquiry, 'en')).toEqual({
      call: null,
      whatsapp: null,
      email:
        'mailto:tan@example.com?subject=Your%20enquiry%20MM-7K3Q%20at%20Mewah%20Motors&body=Hi%20Aisyah%2C%20this%20is%20Mewah%20Motors%20about%20your%20enquiry%20MM-7K3Q%3A%202021%20BMW%20330e%20M%20Sport%20(stock%20no.%20MM-0001)%2C%20MYR%20185%2C000%2C%20https%3A%2F%2Fmewah.example%2Fvehicle%2F5eed0000-0000-4000-8000-000000000001.',
    });
  });

  it('has a subject and a body, in Malay', () => {
    expect(links(enquiry, 'ms').email).toBe(
      'mailto:tan@example.com?subject=Pertanyaan%20anda%20MM-7K3Q%20di%20Mewah%20Motors&body=Hai%20Aisyah%2C%20ini%20Mewah%20Motors%20mengenai%20pertanyaan%20anda%20MM-7K3Q%3A%202021%20BMW%20330e%20M%20Sport%20(no.%20stok%20MM-0001)%2C%20MYR%20185%2C000%2C%20https%3A%2F%2Fmewah.example%2Fms%2Fvehicle%2F5eed0000-0000-4000-8000-000000000001.',
    );
  });
});

describe("a sell offer's reply", () => {
  it("names the seller's car", () => {
    const offer: StaffLead = {
      ...testDrive,
      kind: 'sell_offer',
      vehicleId: null,
      car: null,
      stockNumber: null,
      price: null,
      preferredDate: null,
      preferredSlot: null,
      sellDraft: { make: 'Porsche', model: 'Macan', year: 2019, mileage: '80000', condition: 'good' },
    };
    expect(new URL(links(offer, 'ms').whatsapp ?? '').searchParams.get('text')).toBe(
      'Hai Aisyah, ini Mewah Motors mengenai tawaran anda MM-7K3Q untuk kereta anda 2019 Porsche Macan, 80000 km.',
    );
  });
});

describe('the links themselves', () => {
  it('write every Malaysian number in its +60 form', () => {
    expect(telLink('012-345 6789')).toBe('tel:+60123456789');
    expect(telLink('+6011 2345 6789')).toBe('tel:+601123456789');
    expect(whatsappLink('60123456789', 'Hi')).toBe('https://wa.me/60123456789?text=Hi');
    expect(telLink('03-2141 8888')).toBeNull();
    expect(whatsappLink('not a number', 'Hi')).toBeNull();
  });

  it("keep a visitor's text inside its parameter", () => {
    const link = whatsappLink('0123456789', 'Hi & welcome?text=evil#frag');
    expect(link).toBe('https://wa.me/60123456789?text=Hi%20%26%20welcome%3Ftext%3Devil%23frag');
    expect([...new URL(link ?? '').searchParams.keys()]).toEqual(['text']);
    const mail = mailtoLink('a?cc=boss@x.com&b=1#x@example.com', 'S&T', 'line one\nline two');
    expect(mail).toBe('mailto:a%3Fcc%3Dboss@x.com%26b%3D1%23x@example.com?subject=S%26T&body=line%20one%0Aline%20two');
    expect([...new URL(mail).searchParams.keys()]).toEqual(['subject', 'body']);
  });
});

describe("the owner's own messages", () => {
  it('replace the words’ message of their kind and language, the rest staying', () => {
    const templates = withCustom(STAFF_WORDS.leads.replies.ms, {
      test_drive: 'Salam {name}! {car} pada {slot}. Ruj. {reference}',
      enquiry: '   ',
    });
    const facts = replyFacts(testDrive, 'ms', {
      brand: 'Mewah Motors',
      stock: templates.stock,
      origin: 'https://mewah.example',
      vehiclePath: (id, l) => paths.vehicle(id, l),
    });
    expect(new URL(replyLinks(testDrive, templates, facts).whatsapp ?? '').searchParams.get('text')).toBe(
      'Salam Aisyah! 2021 BMW 330e M Sport (no. stok MM-0001), MYR 185,000, https://mewah.example/ms/vehicle/5eed0000-0000-4000-8000-000000000001 pada Sabtu 12 Disember, 12:00. Ruj. MM-7K3Q',
    );
    expect(templates.message.enquiry).toBe(STAFF_WORDS.leads.replies.ms.message.enquiry);
  });

  it("fill the placeholders once: a visitor's '{car}' stays as typed", () => {
    const facts = { name: 'Ali {car}', brand: 'Mewah Motors', reference: 'MM-7K3Q', car: 'X5', slot: null };
    expect(fillTemplate('Hi {name}, {car}{slot} {unknown}', facts)).toBe('Hi Ali {car}, X5 {unknown}');
  });
});
