// Every PUBLIC_* setting, declared once with Astro's envField schema (astro.config.mjs uses this
// object as `env.schema`) together with its default. Code reads the values from 'astro:env/client';
// Vitest maps that module to tests/support/astro-env-client.ts, which applies these defaults to process.env.
import { envField } from 'astro/config';
import { DEFAULT_BRAND_NAME, DEFAULT_DEALER_HOURS, DEFAULT_SITE_MODE } from './dealer-settings';
import { LOCAL_SITE_URL, LOCAL_SUPABASE_URL } from './local-supabase';

const setting = (fallback: string, url = false) =>
  envField.string({ context: 'client', access: 'public', default: fallback, ...(url ? { url: true } : {}) });

export const envSchema = {
  /** The Supabase API the build reads and the browser calls. */
  PUBLIC_SUPABASE_URL: setting(LOCAL_SUPABASE_URL, true),
  /** The project's sb_publishable_… key; empty: the deprecated anon key below, else the local one (apiKeyOf). */
  PUBLIC_SUPABASE_PUBLISHABLE_KEY: setting(''),
  /** Deprecated: a legacy anon JWT key, read only when PUBLIC_SUPABASE_PUBLISHABLE_KEY is empty. */
  PUBLIC_SUPABASE_ANON_KEY: setting(''),
  /** 'off' on a plan without Storage image transformations (Free): photos use sized copies. */
  PUBLIC_IMAGE_TRANSFORMATION: setting('on'),
  /** The site's own address: canonical URLs, Open Graph, the sitemap. */
  PUBLIC_SITE_URL: setting(LOCAL_SITE_URL, true),
  /** Identity (docs/product.md §9). */
  PUBLIC_BRAND_NAME: setting(DEFAULT_BRAND_NAME),
  PUBLIC_DEMO_PHONE: setting('+60 12-345 6789'),
  PUBLIC_AGENCY_NAME: setting('Kedai Web Studio'),
  PUBLIC_AGENCY_URL: setting('https://example.com/kedai-web-studio', true),
  /**
   * 'demo' (the default: every contact action opens the demo notice, docs/product.md §1) or 'live':
   * the dealer's own site, whose actions send leads (docs/deploying.md "Going live").
   */
  PUBLIC_SITE_MODE: setting(DEFAULT_SITE_MODE),
  /** The dealer (live mode; src/config/dealer-settings.ts checks them when a build starts). */
  PUBLIC_DEALER_PHONE: setting(''),
  /** The WhatsApp number, when it is not PUBLIC_DEALER_PHONE. */
  PUBLIC_DEALER_WHATSAPP: setting(''),
  PUBLIC_DEALER_EMAIL: setting(''),
  /** The showroom's address; the defaults are the demo's fictional showroom (docs/product.md D28). */
  PUBLIC_DEALER_STREET: setting('18 Jalan Mewah Jaya'),
  PUBLIC_DEALER_AREA: setting('Bukit Bintang'),
  PUBLIC_DEALER_POSTCODE: setting('55100'),
  PUBLIC_DEALER_CITY: setting('Kuala Lumpur'),
  /** Latitude,longitude of the showroom: 'Get directions' opens a map there. */
  PUBLIC_DEALER_MAP: setting('3.1466,101.7101'),
  /** Opening hours per day (`mon-fri 10:00-19:00; sat 10:00-18:00`; a day not named is closed). */
  PUBLIC_DEALER_HOURS: setting(DEFAULT_DEALER_HOURS),
  /**
   * Dates the showroom is closed beyond its weekly hours (public holidays): `2026-12-25, 2027-01-01`;
   * the test-drive form offers none of them (docs/deploying.md lists Malaysia's national holidays).
   */
  PUBLIC_DEALER_HOLIDAYS: setting(''),
  /** The makes the dealer sells: the landing's marquee in live mode. */
  PUBLIC_DEALER_MAKES: setting('BMW, Mercedes-Benz, Audi, Lexus, Porsche, Jaguar'),
  /** The footer's tagline in live mode, English and Malay; empty: the site's own words. */
  PUBLIC_DEALER_TAGLINE: setting(''),
  PUBLIC_DEALER_TAGLINE_MS: setting(''),
  /** 'Why Sell' in live mode: the three cards' texts separated by `|`, English and Malay; empty: the site's own. */
  PUBLIC_DEALER_WHY_SELL: setting(''),
  PUBLIC_DEALER_WHY_SELL_MS: setting(''),
  /**
   * The landing's testimonials in live mode, English and Malay: a JSON list of
   * `{"quote": "…", "name": "…", "car": "…"}`; empty: the section is not shown (the demo's are fictional).
   */
  PUBLIC_DEALER_TESTIMONIALS: setting(''),
  PUBLIC_DEALER_TESTIMONIALS_MS: setting(''),
  /** The logo in live mode: an image under public/ (`/logo.svg`); empty: the brand's initial. */
  PUBLIC_DEALER_LOGO: setting(''),
  /** Months a lead is kept (the consent line says so; the database's private.lead_settings deletes them). */
  PUBLIC_LEAD_RETENTION_MONTHS: setting('24'),
};

type SettingName = keyof typeof envSchema;

/** A setting outside Astro (astro.config.mjs itself, Vitest): the environment's value or the default. */
export function settingFrom(env: Record<string, string | undefined>, name: SettingName): string {
  return env[name] || String(envSchema[name].default);
}
