// A lead's kinds and statuses, the Malaysian mobile number's one written form, a sell offer's car
// and a test drive's slot in words: the part of ./lead.ts the staff inbox needs, on its own, so
// /manage-inventory/leads draws its first leads without the forms' checks (docs/benchmarks.md).
// ./lead.ts re-exports them.

export const LEAD_KINDS = ['test_drive', 'enquiry', 'sell_offer'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'test_drive_booked', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A Malaysian mobile number in its one stored form, `+60` then the number without its leading 0
 * (`012-345 6789`, `+6012 345 6789` and `60123456789` are all `+60123456789`), or null when it is
 * not one (a landline, a foreign number, letters). Mobile prefixes are 010 to 019; 011 numbers
 * have one digit more.
 */
export function normaliseMobile(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  const national = digits.startsWith('60') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : null;
  if (national === null) return null;
  return /^1(?:1\d{8}|[02-9]\d{7})$/.test(national) ? `+60${national}` : null;
}

/** A seller's car as a sell offer's lead keeps it (the sell form's draft, its year a number). */
export interface LeadSellDraft {
  make: string;
  model: string;
  year: number;
  mileage: string;
  condition: string;
}

/** One formatter per language, made on first use (each costs about 0.1 ms; a list asks per card). */
const dayFormats = new Map<'en' | 'ms', Intl.DateTimeFormat>();
const dayFormat = (lang: 'en' | 'ms'): Intl.DateTimeFormat => {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ms' ? 'ms-MY' : 'en-MY', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormats.set(lang, format);
  }
  return format;
};

/**
 * A test drive's day and slot in words, in the reader's language: 'Saturday 12 December, 12:00'
 * ('Sabtu 12 Disember, 12:00'). The day is a calendar day (YYYY-MM-DD), read as such in any time
 * zone; Intl's own joining (a comma after the weekday) is left out so both languages read the same.
 */
export function slotInWords(day: string, slot: string, lang: 'en' | 'ms'): string {
  const parts = dayFormat(lang).formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${slot}`;
}
