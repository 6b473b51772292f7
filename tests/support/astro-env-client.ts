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
