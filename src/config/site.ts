// Site identity (docs/product.md §9, D1–D4): the PUBLIC_* settings of astro.config.mjs's
// env schema (src/config/env-schema.ts holds them and their defaults), read through astro:env.
import { PUBLIC_AGENCY_NAME, PUBLIC_AGENCY_URL, PUBLIC_BRAND_NAME, PUBLIC_DEMO_PHONE } from 'astro:env/client';

const brand = PUBLIC_BRAND_NAME;

export const site = {
  brand,
  phoneDisplay: PUBLIC_DEMO_PHONE,
  /** Digits only, country code first, as wa.me expects. */
  phoneDigits: PUBLIC_DEMO_PHONE.replace(/\D/g, ''),
  whatsappMessage: `Hi! I saw the ${brand} demo site and would like a website like this.`,
  agency: {
    name: PUBLIC_AGENCY_NAME,
    url: PUBLIC_AGENCY_URL,
  },
  /** The showroom is fictional (a demonstration site); every contact action on it opens the demo notice. */
  showroom: {
    street: '18 Jalan Mewah Jaya',
    area: 'Bukit Bintang',
    postcode: '55100',
    city: 'Kuala Lumpur',
    weekdays: '10:00 – 19:00',
    saturday: '10:00 – 18:00',
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
