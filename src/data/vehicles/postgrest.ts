// Transport: a GET of PostgREST with the anon key or a session's token (no supabase-js).

/** A PostgREST endpoint and how to authenticate (the anon key, or a staff session's token). */
export interface RestSource {
  url: string;
  anonKey: string;
  /** The bearer token; the anon key when absent. */
  accessToken?: () => Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export async function restGet(
  src: RestSource,
  path: string,
  params: URLSearchParams,
  count = false,
): Promise<{ body: unknown; total: number | null }> {
  const token = (await src.accessToken?.()) || src.anonKey;
  const headers: Record<string, string> = {
    apikey: src.anonKey,
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
  if (count) headers.Prefer = 'count=exact';
  const res = await (src.fetch ?? fetch)(`${src.url.replace(/\/+$/, '')}/rest/v1/${path}?${params}`, { headers });
  if (!res.ok) throw new Error(`Vehicle data request failed with status ${res.status}`);
  return { body: await res.json(), total: totalOf(res.headers.get('content-range')) };
}

/** The total of a `Prefer: count=exact` answer, from its Content-Range (`0-29/120`); null when absent. */
export const totalOf = (range: string | null): number | null =>
  range && /\/(\d+)$/.test(range) ? Number(range.split('/')[1]) : null;
