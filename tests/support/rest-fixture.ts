// Fixture wiring shared by the embedded server's own REST, storage and server tests.
import { fileURLToPath } from 'node:url';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { transport, type TestServer } from './helpers.ts';

export const FIXTURE_MIGRATIONS = fileURLToPath(new URL('./fixtures/core/migrations', import.meta.url));
export const FIXTURE_SEED = fileURLToPath(new URL('./fixtures/core/seed.sql', import.meta.url));
export const USER_1 = '00000000-0000-4000-8000-000000000001';
export const USER_2 = '00000000-0000-4000-8000-000000000002';

/** A signed access token like GoTrue's; PostgREST checks only signature and expiry. */
export function userToken(server: TestServer, sub: string, expiresIn = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return server.keys.sign({ role: 'authenticated', sub, aud: 'authenticated', iat: now, exp: now + expiresIn });
}

/** A supabase-js client acting as a signed-in user (bearer token on every call). */
export function asUser(server: TestServer, sub: string): SupabaseClient {
  return createClient(server.url, server.publishableKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${userToken(server, sub)}` } },
  });
}
