// The API's address and the key a browser sends with every request: one source for supabase-js's
// client (./supabase.ts) and the plain requests made before it has loaded (/manage-inventory's
// first cards, src/features/admin/first-cards.ts). Imports no supabase-js.
import { PUBLIC_SUPABASE_ANON_KEY, PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_URL } from 'astro:env/client';
import { apiKeyOf } from '~/config/local-supabase';

export const API_URL: string = PUBLIC_SUPABASE_URL;
export const API_KEY: string = apiKeyOf(PUBLIC_SUPABASE_PUBLISHABLE_KEY, PUBLIC_SUPABASE_ANON_KEY);

/** The headers of a request made with a session's access token, as supabase-js sends them. */
const withToken = (accessToken: string): Record<string, string> => ({
  apikey: API_KEY,
  Authorization: `Bearer ${accessToken}`,
  Accept: 'application/json',
});

const restUrl = (path: string): string => `${API_URL.replace(/\/+$/, '')}/rest/v1/${path}`;

/**
 * A PostgREST function called with a session's access token, as supabase-js's `rpc` does (a POST
 * with no arguments), without supabase-js. Throws on any answer but a success.
 */
export async function rpcWithToken(name: string, accessToken: string): Promise<unknown> {
  const res = await fetch(restUrl(`rpc/${name}`), {
    method: 'POST',
    headers: { ...withToken(accessToken), 'Content-Type': 'application/json' },
    body: '{}',
  });
  if (!res.ok) throw new Error(`${name} failed with status ${res.status}`);
  return res.json();
}

/** A GET of `path` (under /rest/v1/) with a session's access token, its total counted. Throws on any answer but a success. */
export async function countedGetWithToken(
  path: string,
  accessToken: string,
): Promise<{ body: unknown; contentRange: string | null }> {
  const res = await fetch(restUrl(path), { headers: { ...withToken(accessToken), Prefer: 'count=exact' } });
  if (!res.ok) throw new Error(`Vehicle data request failed with status ${res.status}`);
  return { body: await res.json(), contentRange: res.headers.get('content-range') };
}
