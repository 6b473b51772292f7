// The public REST endpoint and anon key the browser may use for live reads (never supabase-js).
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import type { LiveConfig } from '~/lib/live';

export const liveConfig: LiveConfig = { url: PUBLIC_SUPABASE_URL, anonKey: PUBLIC_SUPABASE_ANON_KEY };
