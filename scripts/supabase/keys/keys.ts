// The Supabase CLI's well-known local defaults, so the same keys work against `supabase start`
// and against the embedded server. Never use these for a hosted project.
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY } from '~/config/local-supabase';
import { LOCAL_API_PORT } from '~/config/local-supabase';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
export const DEFAULT_API_PORT = LOCAL_API_PORT;
/** The CLI's well-known local secret key (service role). Server-side scripts and tests only. */
export const LOCAL_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
