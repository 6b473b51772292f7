// The dealer's identity in live mode (docs/deploying.md "Going live"): plain parsers over the
// PUBLIC_DEALER_* settings of env-schema.ts, with no Astro import, so astro.config.mjs can check
// them when a build starts and tests can call them as they are.

export const SITE_MODES = ['demo', 'live'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
/** PUBLIC_SITE_MODE's default (env-schema.ts declares it with this value). */
export const DEFAULT_SITE_MODE: SiteMode = 'demo';

/**
 * The site mode an environment asks for, read as astro:env reads it (an empty value is the
 * default): for the scripts outside Astro that must agree with the build, such as the seed's choice.
 */
export const siteModeOf = (env: Record<string, string | undefined>): string =>
  env.PUBLIC_SITE_MODE || DEFAULT_SITE_MODE;

/**
 * PUBLIC_DEALER_HOURS' default, the demo showroom's (env-schema.ts declares it with this value; the
 * embedded server writes the same hours into the database, scripts/supabase/app/dealer-calendar.ts).
 */
export const DEFAULT_DEALER_HOURS = 'mon-fri 10:00-19:00; sat 10:00-18:00';

/**
 * PUBLIC_BRAND_NAME's default, the demo's brand (env-schema.ts declares it with this value). The
 * project's email templates (supabase/templates/) are written in it, and the dealer's brand takes
 * its place (scripts/supabase/app/brand-mail.ts).
 */
export const DEFAULT_BRAND_NAME = 'Mewah Motors';

/** Monday first, as the showroom lists them; the keys the hours setting uses. */
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Opening and closing time of one day, as minutes after midnight; absent: closed. */
export interface DayHours {
  open: number;
  close: number;
}
export type OpeningHours = Partial<Record<WeekDay, DayHours>>;

const minutes = (hhmm: string): number | null => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

export const hhmm = (mins: number): string =>
  `${String(Math.floor(mins / 60)).padStart(2, '0')}:${String(mins % 60).padStart(2, '0')}`;

/**
 * `mon-fri 10:00-19:00; sat 10:00-18:00`: day or day range, then opening-closing time; days not
 * named are closed. Throws with what is wrong, so a build stops before it publishes wrong hours.
 */
export function parseOpeningHours(text: string): OpeningHours {
  const hours: OpeningHours = {};
  for (const part of text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d\d:\d\d)\s*-\s*(\d\d:\d\d)$/i.exec(part);
    const from = WEEK_DAYS.indexOf((m?.[1] ?? '').toLowerCase() as WeekDay);
    const to = m?.[2] ? WEEK_DAYS.indexOf(m[2].toLowerCase() as WeekDay) : from;
    const open = minutes(m?.[3] ?? '');
    const close = minutes(m?.[4] ?? '');
    if (!m || from < 0 || to < from || open === null || close === null || close <= open)
      throw new Error(`"${part}" is not a day (or range) and hours, like "mon-fri 10:00-19:00"`);
    for (let d = from; d <= to; d++) hours[WEEK_DAYS[d] as WeekDay] = { open, close };
  }
  if (Object.keys(hours).length === 0) throw new Error('no day is open; write it like "mon-fri 10:00-19:00"');
  return hours;
}

export interface MapPosition {
  lat: number;
  lng: number;
}

/** `3.1466,101.7101`: latitude, longitude. */
export function parseMapPosition(text: string): MapPosition {
  const [lat, lng] = text.split(',').map((s) => Number(s.trim()));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    throw new Error(`"${text}" is not "latitude,longitude", like "3.1466,101.7101"`);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) throw new Error(`"${text}" is outside the globe`);
  return { lat, lng };
}

/** Comma-separated, trimmed, empty items dropped. */
export const listSetting = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A phone number a tel: link and wa.me take: digits, country code first (Malaysian 0… becomes 60…). */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('0') ? `60${digits.slice(1)}` : digits;
}

/** `2026-12-25, 2027-01-01`: the closed dates, sorted; throws on a date that does not exist. */
export function parseHolidays(text: string): string[] {
  return listSetting(text)
    .map((d) => {
      const ms = /^\d{4}-\d{2}-\d{2}$/.test(d) ? Date.parse(`${d}T00:00:00Z`) : NaN;
      // A day past the month's end (2027-02-30) parses as a later date: it must read back the same.
      const valid = !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(d);
      if (!valid) throw new Error(`"${d}" is not a date like 2026-12-25`);
      return d;
    })
    .sort();
}

/** One of the dealer's testimonials: the customer's words, name and car. */
export interface Testimonial {
  quote: string;
  name: string;
  car: string;
}

/**
 * `[{"quote": "…", "name": "…", "car": "…"}]`, or [] for an empty setting. Throws with what is
 * wrong, so a build stops before it shows a broken quote.
 */
export function parseTestimonials(text: string): Testimonial[] {
  if (!text.trim()) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('is not JSON: write [{"quote": "…", "name": "…", "car": "…"}]');
  }
  if (!Array.isArray(data)) throw new Error('must be a list: [{"quote": "…", "name": "…", "car": "…"}]');
  return data.map((item: unknown, i) => {
    const t = (item ?? {}) as Record<string, unknown>;
    const field = (name: keyof Testimonial): string => {
      const v = t[name];
      if (typeof v !== 'string' || !v.trim()) throw new Error(`testimonial ${i + 1} has no "${name}"`);
      return v.trim();
    };
    return { quote: field('quote'), name: field('name'), car: field('car') };
  });
}

/** The brand's initial, for the logo when the dealer sets no image ('Laju Prestige Motors' → 'L'). */
export const brandInitial = (brand: string): string => (brand.trim()[0] ?? '').toUpperCase();

type Env = Record<string, string | undefined>;

/** What is wrong with the live-mode settings (empty in demo mode, or when all is well). */
export function dealerSettingProblems(env: Env, read: (name: string) => string): string[] {
  const mode = read('PUBLIC_SITE_MODE');
  if (!(SITE_MODES as readonly string[]).includes(mode))
    return [`PUBLIC_SITE_MODE must be demo or live, not "${mode}"`];
  if (mode !== 'live') return [];
  const problems: string[] = [];
  for (const name of ['PUBLIC_DEALER_PHONE', 'PUBLIC_DEALER_EMAIL', 'PUBLIC_DEALER_STREET', 'PUBLIC_DEALER_CITY'])
    if (!env[name]?.trim()) problems.push(`${name} is required when PUBLIC_SITE_MODE=live`);
  for (const name of ['PUBLIC_DEALER_PHONE', 'PUBLIC_DEALER_WHATSAPP']) {
    const value = env[name]?.trim();
    if (value && !/^\d{10,13}$/.test(phoneDigits(value)))
      problems.push(`${name} "${value}" is not a phone number like +60 3-2141 8888`);
  }
  const email = env.PUBLIC_DEALER_EMAIL?.trim();
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems.push(`PUBLIC_DEALER_EMAIL "${email}" is not an email`);
  const check = (name: string, parse: (s: string) => unknown) => {
    try {
      parse(read(name));
    } catch (err) {
      problems.push(`${name}: ${(err as Error).message}`);
    }
  };
  check('PUBLIC_DEALER_HOURS', parseOpeningHours);
  check('PUBLIC_DEALER_MAP', parseMapPosition);
  check('PUBLIC_DEALER_HOLIDAYS', parseHolidays);
  check('PUBLIC_DEALER_TESTIMONIALS', parseTestimonials);
  check('PUBLIC_DEALER_TESTIMONIALS_MS', parseTestimonials);
  if (listSetting(read('PUBLIC_DEALER_MAKES')).length === 0) problems.push('PUBLIC_DEALER_MAKES lists no make');
  return problems;
}
