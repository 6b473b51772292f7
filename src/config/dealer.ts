// The dealer's details beyond the identity of ./site.ts (live mode; in the demo the settings'
// defaults, which describe the fictional showroom): opening hours, map position, makes, own words,
// contacts and how long leads are kept. Read by the prebuilt pages and the lead forms alone.
import {
  PUBLIC_DEALER_EMAIL,
  PUBLIC_DEALER_LOGO,
  PUBLIC_DEALER_TESTIMONIALS,
  PUBLIC_DEALER_TESTIMONIALS_MS,
  PUBLIC_DEALER_MAKES,
  PUBLIC_DEALER_MAP,
  PUBLIC_DEALER_TAGLINE,
  PUBLIC_DEALER_TAGLINE_MS,
  PUBLIC_DEALER_WHATSAPP,
  PUBLIC_DEALER_WHY_SELL,
  PUBLIC_DEALER_WHY_SELL_MS,
  PUBLIC_LEAD_RETENTION_MONTHS,
} from 'astro:env/client';
import { hhmm, listSetting, parseMapPosition, parseTestimonials, phoneDigits, type WeekDay } from './dealer-settings';
import { dealerHolidays, dealerHours } from './dealer-hours';
import { site } from './site';

/** `a|b|c` in a setting: the three texts, or null for the site's own words. */
const three = (text: string): [string, string, string] | null => {
  const parts = text.split('|').map((s) => s.trim());
  return parts.length === 3 && parts.every(Boolean) ? (parts as [string, string, string]) : null;
};

export const dealer = {
  email: PUBLIC_DEALER_EMAIL,
  whatsappDigits: phoneDigits(PUBLIC_DEALER_WHATSAPP || site.phoneDisplay),
  hours: dealerHours,
  /** Closed dates beyond the weekly hours (public holidays), `YYYY-MM-DD`. */
  holidays: dealerHolidays,
  map: parseMapPosition(PUBLIC_DEALER_MAP),
  makes: listSetting(PUBLIC_DEALER_MAKES),
  tagline: { en: PUBLIC_DEALER_TAGLINE.trim(), ms: PUBLIC_DEALER_TAGLINE_MS.trim() },
  whySell: { en: three(PUBLIC_DEALER_WHY_SELL), ms: three(PUBLIC_DEALER_WHY_SELL_MS) },
  /** Live mode only (the demo shows its own fictional ones); none: the landing leaves the section out. */
  testimonials: {
    en: site.live ? parseTestimonials(PUBLIC_DEALER_TESTIMONIALS) : [],
    ms: site.live ? parseTestimonials(PUBLIC_DEALER_TESTIMONIALS_MS) : [],
  },
  /** The logo image's path, or '' for the brand's initial. */
  logo: PUBLIC_DEALER_LOGO.trim(),
  retentionMonths: Number(PUBLIC_LEAD_RETENTION_MONTHS) || 24,
} as const;

/** `10:00 – 19:00`, or '' on a closed day. */
export const dayHours = (day: WeekDay): string => {
  const h = dealer.hours[day];
  return h ? `${hhmm(h.open)} – ${hhmm(h.close)}` : '';
};

/** The dealer's WhatsApp with a message of the visitor's (live mode). */
export const dealerWhatsappUrl = (message: string): string =>
  `https://wa.me/${dealer.whatsappDigits}?text=${encodeURIComponent(message)}`;

/** Directions to the showroom in the visitor's map app (a link; nothing is loaded from it). */
export const directionsUrl = (): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${dealer.map.lat},${dealer.map.lng}`;
