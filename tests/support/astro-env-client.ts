// 'astro:env/client' for Vitest (vitest.config.ts aliases it here): the same settings and defaults
// as the build (src/config/env-schema.ts), read from process.env.
import { settingFrom } from '~/config/env-schema';

const read = (name: Parameters<typeof settingFrom>[1]): string => settingFrom(process.env, name);

export const PUBLIC_SUPABASE_URL = read('PUBLIC_SUPABASE_URL');
export const PUBLIC_SUPABASE_PUBLISHABLE_KEY = read('PUBLIC_SUPABASE_PUBLISHABLE_KEY');
export const PUBLIC_SUPABASE_ANON_KEY = read('PUBLIC_SUPABASE_ANON_KEY');
export const PUBLIC_SITE_URL = read('PUBLIC_SITE_URL');
export const PUBLIC_IMAGE_TRANSFORMATION = read('PUBLIC_IMAGE_TRANSFORMATION');
export const PUBLIC_BRAND_NAME = read('PUBLIC_BRAND_NAME');
export const PUBLIC_DEMO_PHONE = read('PUBLIC_DEMO_PHONE');
export const PUBLIC_AGENCY_NAME = read('PUBLIC_AGENCY_NAME');
export const PUBLIC_AGENCY_URL = read('PUBLIC_AGENCY_URL');
export const PUBLIC_SITE_MODE = read('PUBLIC_SITE_MODE');
export const PUBLIC_DEALER_PHONE = read('PUBLIC_DEALER_PHONE');
export const PUBLIC_DEALER_WHATSAPP = read('PUBLIC_DEALER_WHATSAPP');
export const PUBLIC_DEALER_EMAIL = read('PUBLIC_DEALER_EMAIL');
export const PUBLIC_DEALER_STREET = read('PUBLIC_DEALER_STREET');
export const PUBLIC_DEALER_AREA = read('PUBLIC_DEALER_AREA');
export const PUBLIC_DEALER_POSTCODE = read('PUBLIC_DEALER_POSTCODE');
export const PUBLIC_DEALER_CITY = read('PUBLIC_DEALER_CITY');
export const PUBLIC_DEALER_MAP = read('PUBLIC_DEALER_MAP');
export const PUBLIC_DEALER_HOURS = read('PUBLIC_DEALER_HOURS');
export const PUBLIC_DEALER_MAKES = read('PUBLIC_DEALER_MAKES');
export const PUBLIC_DEALER_TAGLINE = read('PUBLIC_DEALER_TAGLINE');
export const PUBLIC_DEALER_TAGLINE_MS = read('PUBLIC_DEALER_TAGLINE_MS');
export const PUBLIC_DEALER_WHY_SELL = read('PUBLIC_DEALER_WHY_SELL');
export const PUBLIC_DEALER_WHY_SELL_MS = read('PUBLIC_DEALER_WHY_SELL_MS');
export const PUBLIC_LEAD_RETENTION_MONTHS = read('PUBLIC_LEAD_RETENTION_MONTHS');
export const PUBLIC_DEALER_HOLIDAYS = read('PUBLIC_DEALER_HOLIDAYS');
export const PUBLIC_DEALER_TESTIMONIALS = read('PUBLIC_DEALER_TESTIMONIALS');
export const PUBLIC_DEALER_TESTIMONIALS_MS = read('PUBLIC_DEALER_TESTIMONIALS_MS');
export const PUBLIC_DEALER_LOGO = read('PUBLIC_DEALER_LOGO');
