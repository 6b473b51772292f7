// Site identity (docs/product.md §9, D1–D4): the PUBLIC_* settings of astro.config.mjs's
// env schema (src/config/env-schema.ts holds them and their defaults), read through astro:env.
// PUBLIC_SITE_MODE picks the demo (every contact action opens the demo notice) or the dealer's own
// site (live: the actions send leads; docs/deploying.md "Going live").
// The dealer's further details (hours, map, makes, words) are in ./dealer.ts, so the pages' own
// scripts that read the identity do not carry them.
import {
  PUBLIC_AGENCY_NAME,
  PUBLIC_AGENCY_URL,
  PUBLIC_BRAND_NAME,
  PUBLIC_DEALER_AREA,
  PUBLIC_DEALER_CITY,
  PUBLIC_DEALER_PHONE,
  PUBLIC_DEALER_POSTCODE,
  PUBLIC_DEALER_STREET,
  PUBLIC_DEMO_PHONE,
} from 'astro:env/client';
import { phoneDigits } from './dealer-settings';
import { siteIsLive } from './site-mode';

const brand = PUBLIC_BRAND_NAME;
/** The dealer's own site: lead actions send leads instead of opening the demo notice. */
const live = siteIsLive;
const phone = live ? PUBLIC_DEALER_PHONE : PUBLIC_DEMO_PHONE;

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
