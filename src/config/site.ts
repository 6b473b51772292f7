// Site identity (docs/product.md §9, D1–D4): the PUBLIC_* settings of astro.config.mjs's
// env schema (src/config/env-schema.ts holds them and their defaults), read through astro:env.
// PUBLIC_SITE_MODE picks the demo (every contact action opens the demo notice) or the dealer's own
// site (live: the actions send leads; docs/deploying.md "Going live").
import {
  PUBLIC_AGENCY_NAME,
  PUBLIC_AGENCY_URL,
  PUBLIC_BRAND_NAME,
  PUBLIC_DEALER_AREA,
  PUBLIC_DEALER_CITY,
  PUBLIC_DEALER_EMAIL,
  PUBLIC_DEALER_HOURS,
  PUBLIC_DEALER_MAKES,
  PUBLIC_DEALER_MAP,
  PUBLIC_DEALER_PHONE,
  PUBLIC_DEALER_POSTCODE,
  PUBLIC_DEALER_STREET,
  PUBLIC_DEALER_TAGLINE,
  PUBLIC_DEALER_TAGLINE_MS,
  PUBLIC_DEALER_WHATSAPP,
  PUBLIC_DEALER_WHY_SELL,
  PUBLIC_DEALER_WHY_SELL_MS,
  PUBLIC_DEMO_PHONE,
  PUBLIC_LEAD_RETENTION_MONTHS,
  PUBLIC_SITE_MODE,
} from 'astro:env/client';
import { hhmm, listSetting, parseMapPosition, parseOpeningHours, phoneDigits } from './dealer-settings';

const brand = PUBLIC_BRAND_NAME;
/** The dealer's own site: lead actions send leads instead of opening the demo notice. */
const live = PUBLIC_SITE_MODE === 'live';
const phone = live ? PUBLIC_DEALER_PHONE : PUBLIC_DEMO_PHONE;
const hours = parseOpeningHours(PUBLIC_DEALER_HOURS);
const dayHours = (d: keyof typeof hours): string => {
  const h = hours[d];
  return h ? `${hhmm(h.open)} – ${hhmm(h.close)}` : '';
};
/** `a|b|c` in a setting: the three texts, or null for the site's own words. */
const three = (text: string): [string, string, string] | null => {
  const parts = text.split('|').map((s) => s.trim());
  return parts.length === 3 && parts.every(Boolean) ? (parts as [string, string, string]) : null;
};

export const site = {
  brand,
  live,
  phoneDisplay: phone,
  /** Digits only, country code first, as wa.me expects. */
  phoneDigits: phoneDigits(phone),
  whatsappMessage: `Hi! I saw the ${brand} demo site and would like a website like this.`,
  agency: {
    name: PUBLIC_AGENCY_NAME,
    url: PUBLIC_AGENCY_URL,
  },
  /** In demo mode the showroom is fictional, and every contact action on it opens the demo notice. */
  showroom: {
    street: PUBLIC_DEALER_STREET,
    area: PUBLIC_DEALER_AREA,
    postcode: PUBLIC_DEALER_POSTCODE,
    city: PUBLIC_DEALER_CITY,
    weekdays: dayHours('mon'),
    saturday: dayHours('sat'),
  },
  /** The dealer's own details (live mode; in demo mode the settings' defaults). */
  dealer: {
    email: PUBLIC_DEALER_EMAIL,
    whatsappDigits: phoneDigits(PUBLIC_DEALER_WHATSAPP || phone),
    hours,
    map: parseMapPosition(PUBLIC_DEALER_MAP),
    makes: listSetting(PUBLIC_DEALER_MAKES),
    tagline: { en: PUBLIC_DEALER_TAGLINE.trim(), ms: PUBLIC_DEALER_TAGLINE_MS.trim() },
    whySell: { en: three(PUBLIC_DEALER_WHY_SELL), ms: three(PUBLIC_DEALER_WHY_SELL_MS) },
    retentionMonths: Number(PUBLIC_LEAD_RETENTION_MONTHS) || 24,
  },
  /**
   * The landing marquee's agency services, in the page's language: the same services,
   * said in Malay on /ms/; SEO and UI/UX are how both languages write them (docs/languages.md).
   */
  agencyServices: {
    en: ['Web Design', 'E-Commerce', 'SEO', 'Branding', 'UI/UX', 'Mobile Apps', 'Hosting', 'Maintenance'],
    ms: [
      'Reka Bentuk Web',
      'E-Dagang',
      'SEO',
      'Penjenamaan',
      'UI/UX',
      'Aplikasi Mudah Alih',
      'Pengehosan',
      'Penyelenggaraan',
    ],
  },
} as const;

export const whatsappUrl = (): string =>
  `https://wa.me/${site.phoneDigits}?text=${encodeURIComponent(site.whatsappMessage)}`;

/** The dealer's WhatsApp with a message of the visitor's (live mode). */
export const dealerWhatsappUrl = (message: string): string =>
  `https://wa.me/${site.dealer.whatsappDigits}?text=${encodeURIComponent(message)}`;

/** Directions to the showroom in the visitor's map app (a link; nothing is loaded from it). */
export const directionsUrl = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${site.dealer.map.lat},${site.dealer.map.lng}`;
