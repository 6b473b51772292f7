// Every PUBLIC_* setting, declared once with Astro's envField schema (astro.config.mjs uses this
// object as `env.schema`) together with its default. Code reads the values from 'astro:env/client';
// Vitest maps that module to tests/support/astro-env-client.ts, which applies these defaults to process.env.
import { envField } from 'astro/config';
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
  PUBLIC_BRAND_NAME: setting('Mewah Motors'),
  PUBLIC_DEMO_PHONE: setting('+60 12-345 6789'),
  PUBLIC_AGENCY_NAME: setting('Kedai Web Studio'),
  PUBLIC_AGENCY_URL: setting('https://example.com/kedai-web-studio', true),
};

type SettingName = keyof typeof envSchema;

/** A setting outside Astro (astro.config.mjs itself, Vitest): the environment's value or the default. */
export function settingFrom(env: Record<string, string | undefined>, name: SettingName): string {
  return env[name] || String(envSchema[name].default);
}
