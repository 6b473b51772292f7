// The API's address and the key a browser sends with every request: one source for supabase-js's
// client (./supabase.ts) and the plain requests made before it has loaded (/manage-inventory's
// first requests, src/features/admin/first-screen/first-requests.ts). Imports no supabase-js.
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { apiKeyOf } from '~/config/local-supabase';

export const API_URL: string = PUBLIC_SUPABASE_URL;
export const API_KEY: string = apiKeyOf(PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_ANON_KEY);
