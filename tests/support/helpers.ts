// Shared setup for integration tests: an embedded Supabase server in memory on a free port, and
// real supabase-js clients pointed at it. Each test file starts its own server, over the worker's
// shared database put back to its seeded rows (shared-database.ts).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect } from 'vitest';
import ws from 'ws';
import {
  startSupabase,
  withoutEngineBudget,
  type RunningSupabase,
  type StartOptions,
} from '../../scripts/supabase/server.ts';
import { defaultSeedFile } from '../../scripts/supabase/app/site-seed.ts';
import { borrowDatabase } from './shared-database.ts';

export interface TestServer extends RunningSupabase {
  /** a client with the publishable key (role anon, no session) */
  anon(): SupabaseClient;
  /** a client with the secret key (role service_role, bypasses RLS) */
  service(): SupabaseClient;
  /** a fresh publishable-key client with its own in-memory session storage, for signing a user in */
  client(): SupabaseClient;
}

/** In-memory storage so a client can hold a session without touching the file system. */
function memoryStorage(): {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
} {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

// ws's constructor type is wider than supabase-js's WebSocketLikeConstructor declares (the
// `address` parameter), though it is the transport supabase-js documents for Node.
export const transport = ws as unknown as NonNullable<
  NonNullable<Parameters<typeof createClient>[2]>['realtime']
>['transport'];

export async function startTestServer(opts: Partial<StartOptions> = {}): Promise<TestServer> {
  // In memory unless the test names a data directory.
  // Every test client is 127.0.0.1 and many run slow statements on purpose: no engine budget
  // unless the test sets one (tests/security/engine-share.int.test.ts does).
  const { configOverrides, ...rest } = opts;
  // A server over the project's own migrations, in memory, serves the worker's shared database
  // (shared-database.ts); one with a data directory, other migrations or another seed opens its own.
  const shared =
    opts.dataDir === undefined &&
    opts.memory === undefined &&
    opts.migrationsDir === undefined &&
    opts.seedFile === undefined &&
    opts.reset === undefined &&
    opts.app === undefined &&
    opts.database === undefined
      ? await borrowDatabase(defaultSeedFile(process.env))
      : null;
  const started = startSupabase({
    memory: opts.dataDir === undefined,
    port: 0,
    quiet: true,
    ...rest,
    configOverrides: (c) => {
      const unbudgeted = withoutEngineBudget(c);
      return configOverrides ? configOverrides(unbudgeted) : unbudgeted;
    },
    ...(shared ? { database: shared.database } : {}),
  });
  const running = await started.catch(async (e: unknown) => {
    await shared?.giveBack();
    throw e;
  });
  const make = (key: string, session: boolean): SupabaseClient =>
    createClient(running.url, key, {
      realtime: { transport },
      auth: session
        ? { persistSession: true, autoRefreshToken: false, storage: memoryStorage(), storageKey: 'test-session' }
        : { persistSession: false, autoRefreshToken: false },
    });
  let stopping: Promise<void> | undefined;
  let anonClient: SupabaseClient | undefined;
  let serviceClient: SupabaseClient | undefined;
  return {
    ...running,
    stop: () =>
      (stopping ??= (async () => {
        await running.stop();
        await shared?.giveBack();
      })()),
    anon: () => (anonClient ??= make(running.publishableKey, false)),
    service: () => (serviceClient ??= make(running.secretKey, false)),
    client: () => make(running.publishableKey, true),
  };
}

/**
 * The test file's own embedded server: started before its tests (then `ready` sets the file up
 * with it), stopped after them. The one set-up every integration file shares.
 */
export function withTestServer(
  ready: (server: TestServer) => void | Promise<void>,
  opts: Partial<StartOptions> = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(opts);
    await ready(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });
}

/** What a request to the local inbox carries: the secret key (the inbox answers nothing else). */
export const inboxKey = (server: { secretKey: string }): { headers: Record<string, string> } => ({
  headers: { apikey: server.secretKey },
});

/** The password of every account these helpers make. */
export const TEST_PASSWORD = 'Sup3r-secret';

/** A fresh client signed in as a new account (any signed-in user is staff, docs/product.md §6). */
export async function signedUpClient(server: TestServer, prefix: string): Promise<SupabaseClient> {
  const client = server.client();
  const email = `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@mewah.test`;
  const { error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error) throw error;
  return client;
}

/** A new account with this email and username (its profile stored as the sign-up form stores it). */
export async function accountWithUsername(server: TestServer, email: string, username: string): Promise<void> {
  const client = server.client();
  const { data, error } = await client.auth.signUp({ email, password: TEST_PASSWORD });
  if (error || !data.user) throw error ?? new Error('sign-up gave no user');
  const profile = await client.rpc('upsert_profile', { p_user_id: data.user.id, p_username: username, p_email: email });
  if (profile.error) throw new Error(profile.error.message);
}

/** Rows in public.vehicles, soft-deleted ones included (read with the service role). */
export const vehicleCount = async (server: TestServer): Promise<number | null> =>
  (await server.service().from('vehicles').select('id', { count: 'exact', head: true })).count;

/** Inserting `row` answers 400 naming the check `constraint` (SQLSTATE 23514), and stores nothing. */
export async function expectCheckRefused(
  server: TestServer,
  client: SupabaseClient,
  row: Record<string, unknown>,
  constraint: string,
): Promise<void> {
  const before = await vehicleCount(server);
  const { error, status } = await client.from('vehicles').insert(row);
  expect(status).toBe(400);
  expect(error?.code).toBe('23514');
  expect(error?.message).toContain(constraint);
  expect(await vehicleCount(server)).toBe(before);
}
