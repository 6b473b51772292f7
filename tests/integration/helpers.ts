// Shared setup for integration tests: an embedded Supabase server in memory on a free port, and
// real supabase-js clients pointed at it. Each test file starts its own server.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startSupabase, type RunningSupabase, type StartOptions } from '../../scripts/supabase/server.ts';

export interface TestServer extends RunningSupabase {
  /** a client with the anon key (no session) */
  anon(): SupabaseClient;
  /** a client with the service_role key (bypasses RLS) */
  service(): SupabaseClient;
  /** a fresh anon-key client with its own in-memory session storage, for signing a user in */
  client(): SupabaseClient;
}

/** In-memory storage so a client can hold a session without touching the file system. */
function memoryStorage(): { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void } {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

// ws's constructor type is wider than supabase-js's WebSocketLikeConstructor declares (the
// `address` parameter), though it is the transport supabase-js documents for Node.
export const transport = ws as unknown as NonNullable<NonNullable<Parameters<typeof createClient>[2]>['realtime']>['transport'];

export async function startTestServer(opts: Partial<StartOptions> = {}): Promise<TestServer> {
  // In memory unless the test names a data directory.
  const running = await startSupabase({ memory: opts.dataDir === undefined, port: 0, quiet: true, ...opts });
  const make = (key: string, session: boolean): SupabaseClient =>
    createClient(running.url, key, {
      realtime: { transport },
      auth: session
        ? { persistSession: true, autoRefreshToken: false, storage: memoryStorage(), storageKey: 'test-session' }
        : { persistSession: false, autoRefreshToken: false },
    });
  let anonClient: SupabaseClient | undefined;
  let serviceClient: SupabaseClient | undefined;
  return {
    ...running,
    anon: () => (anonClient ??= make(running.anonKey, false)),
    service: () => (serviceClient ??= make(running.serviceRoleKey, false)),
    client: () => make(running.anonKey, true),
  };
}
