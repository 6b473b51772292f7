// The public REST endpoint and anon key the browser may use for live reads (never supabase-js): a
// RestSource of ~/data/vehicles, by shape (config imports nothing of the layers above it).
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { apiKeyOf } from './local-supabase';

export const liveConfig: { readonly url: string; readonly anonKey: string } = {
  url: PUBLIC_SUPABASE_URL,
  anonKey: apiKeyOf(PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_ANON_KEY),
};
