// The local defaults: the Supabase CLI's well-known local API address and publishable key, and the local
// site address, so a fresh clone talks to the embedded server (or `supabase start`) with no .env
// file. Never use these for a hosted project.
export const LOCAL_API_PORT = 54321;
export const LOCAL_SITE_PORT = 4321;
export const LOCAL_SUPABASE_URL = `http://127.0.0.1:${LOCAL_API_PORT}`;
export const LOCAL_SITE_URL = `http://127.0.0.1:${LOCAL_SITE_PORT}`;
/** The CLI's well-known local publishable key (since CLI 2.45): the site's default API key. */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
/**
 * The API key the site uses: PUBLIC_SUPABASE_PUBLISHABLE_KEY, else the deprecated
 * PUBLIC_SUPABASE_ANON_KEY (a legacy anon JWT), else the local publishable key
 * (docs/deploying.md, "API keys and JWT signing keys").
 */
export const apiKeyOf = (publishable: string, legacyAnon: string): string =>
  publishable || legacyAnon || LOCAL_PUBLISHABLE_KEY;
/** Deprecated legacy JWT key (PUBLIC_SUPABASE_ANON_KEY); still accepted everywhere. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
