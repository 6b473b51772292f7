// The one browser supabase-js client (docs/product.md §7): session persisted in localStorage and
// refreshed automatically, as supabase-js does by default. Created on first use, so importing
// this module costs nothing until a page actually talks to Supabase. PKCE flow (docs/security.md):
// email links come back with ?code=, which only this browser (holding the code verifier) can
// exchange; tokens in a URL fragment (the implicit flow) are never taken up, so a link carrying
// someone else's tokens signs no one in.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { API_KEY, API_URL as PUBLIC_SUPABASE_URL } from './api';
import type { Database } from './database.types';

export type AppSupabase = SupabaseClient<Database>;

let client: AppSupabase | null = null;

export function getSupabase(): AppSupabase {
  client ??= createClient<Database>(PUBLIC_SUPABASE_URL, API_KEY, { auth: { flowType: 'pkce' } });
  return client;
}

/**
 * The REST endpoint as this client's signed-in user sees it, for the one paged reader: a RestSource
 * of ~/data/vehicles, by shape (so this module and the vehicle data import nothing of each other).
 */
export function restSourceOf(client: AppSupabase): {
  url: string;
  anonKey: string;
  accessToken: () => Promise<string | undefined>;
} {
  return {
    url: PUBLIC_SUPABASE_URL,
    anonKey: API_KEY,
    accessToken: async () => (await client.auth.getSession()).data.session?.access_token,
  };
}
