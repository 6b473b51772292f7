// The staff inbox's one-tap replies to a lead: a call, a WhatsApp message and an email, each
// prefilled in the buyer's language from the templates of the staff dictionary or the owner's own. Every number goes
// through the one Malaysian form (+60…), and every piece of text is percent-encoded into its place,
// so nothing a visitor typed (a name, an email address) can add a parameter or end the link.
import { formatPrice } from '~/lib/format';
import { normaliseMobile, slotInWords } from '~/lib/leads/lead-kinds';
import type { StaffLead } from './leads';

export type ReplyLang = 'en' | 'ms';

/** What a template names: the buyer, the brand, the reference and the request in words. */
export interface ReplyFacts {
  name: string;
  brand: string;
  reference: string;
  /** The stock car ('2021 BMW 330e M Sport (stock no. MM-0001), MYR 185,000, https://…') or the seller's car. */
  car: string;
  /** A test drive's day and time in words ('Saturday 12 December, 12:00'); null for the others. */
  slot: string | null;
}

/** One language's reply templates (STAFF_WORDS.leads.replies.en / .ms), {name} and the like in place. */
export interface ReplyTemplates {
  stock: string;
  message: Record<StaffLead['kind'], string>;
  subject: Record<StaffLead['kind'], string>;
}

/** The owner's own messages (lead_reply_settings.templates): any language, any kind; the rest are the words'. */
export type CustomTemplates = Partial<Record<ReplyLang, Partial<Record<StaffLead['kind'], string>>>>;

export const TEMPLATE_PLACEHOLDERS = ['name', 'brand', 'reference', 'car', 'slot'] as const;

/**
 * The template with each {placeholder} replaced by the lead's own, in one pass over the template
 * alone, so a visitor's text that reads '{car}' stays as they wrote it.
 */
export function fillTemplate(template: string, facts: ReplyFacts): string {
  return template.replace(/\{(name|brand|reference|car|slot)\}/g, (_, key: (typeof TEMPLATE_PLACEHOLDERS)[number]) =>
    key === 'slot' ? (facts.slot ?? '') : facts[key],
  );
}

/** The words' templates of a language with the owner's messages in place of theirs (an empty one: the words'). */
export function withCustom(templates: ReplyTemplates, custom: CustomTemplates[ReplyLang]): ReplyTemplates {
  const message = { ...templates.message };
  for (const kind of Object.keys(message) as StaffLead['kind'][]) {
    const own = custom?.[kind]?.trim();
    if (own) message[kind] = own;
  }
  return { ...templates, message };
}

/** `tel:+60123456789`, or null when the number is not a Malaysian mobile number. */
export function telLink(mobile: string): string | null {
  const number = normaliseMobile(mobile);
  return number ? `tel:${number}` : null;
}

/** `https://wa.me/60123456789?text=…`, or null when the number is not a Malaysian mobile number. */
export function whatsappLink(mobile: string, text: string): string | null {
  const number = normaliseMobile(mobile);
  return number ? `https://wa.me/${number.slice(1)}?text=${encodeURIComponent(text)}` : null;
}

/** `mailto:name@example.com?subject=…&body=…`: the address encoded too, its @ kept readable. */
export function mailtoLink(email: string, subject: string, body: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The request in the buyer's words: the car with its stock number, price and page, and the slot. */
export function replyFacts(
  lead: StaffLead,
  lang: ReplyLang,
  words: { brand: string; stock: string; origin: string; vehiclePath: (id: string, lang: ReplyLang) => string },
): ReplyFacts {
  const draft = lead.sellDraft;
  let car: string;
  if (draft) {
    car = `${draft.year} ${draft.make} ${draft.model}, ${draft.mileage} km`;
  } else {
    car = [
      lead.car && lead.stockNumber ? `${lead.car} (${words.stock} ${lead.stockNumber})` : lead.car,
      lead.price !== null ? formatPrice(lead.price) : null,
      lead.vehicleId ? `${words.origin}${words.vehiclePath(lead.vehicleId, lang)}` : null,
    ]
      .filter((part): part is string => Boolean(part))
      .join(', ');
  }
  return {
    name: lead.name,
    brand: words.brand,
    reference: lead.reference,
    car,
    slot: lead.preferredDate && lead.preferredSlot ? slotInWords(lead.preferredDate, lead.preferredSlot, lang) : null,
  };
}

export interface Replies {
  call: string | null;
  whatsapp: string | null;
  email: string | null;
}

/** The three links of a lead in `lang`; null where the lead has no such contact. */
export function replyLinks(lead: StaffLead, templates: ReplyTemplates, facts: ReplyFacts): Replies {
  const text = fillTemplate(templates.message[lead.kind], facts);
  return {
    call: lead.mobile ? telLink(lead.mobile) : null,
    whatsapp: lead.mobile ? whatsappLink(lead.mobile, text) : null,
    email: lead.email ? mailtoLink(lead.email, fillTemplate(templates.subject[lead.kind], facts), text) : null,
  };
}
