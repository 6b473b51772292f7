// Accounts and vehicles for the staff-membership, audit and security suites: accounts are made
// the way the /auth page makes them, and the sign-up mode is switched as the service role would.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from './helpers.ts';

export const SEED_ID = '5eed0000-0000-4000-8000-000000000001';
export const PASSWORD = 'Sup3r-secret';

export interface Account {
  client: SupabaseClient;
  id: string;
  email: string;
  username: string;
}

let n = 0;
/** Signs up (session kept in the returned client) and stores the profile. */
export async function signUp(server: TestServer, prefix = 'staff'): Promise<Account> {
  const client = server.client();
  const tag = `${++n}${Date.now().toString(36)}`;
  const username = `${prefix}_${tag}`.slice(0, 30);
  const email = `${username}@mewah.test`;
  const { data, error } = await client.auth.signUp({ email, password: PASSWORD });
  if (error || !data.user || !data.session) throw error ?? new Error('sign-up gave no session');
  const profile = await client.rpc('upsert_profile', { p_user_id: data.user.id, p_username: username, p_email: email });
  if (profile.error) throw new Error(profile.error.message);
  return { client, id: data.user.id, email, username };
}

export async function setSignupMode(server: TestServer, mode: 'open' | 'approval'): Promise<void> {
  const { error } = await server.service().rpc('set_staff_signup_mode', { p_mode: mode });
  if (error) throw new Error(error.message);
}

/** Makes this account the owner (the first account of the test server may belong to another file's setup). */
export async function makeOwner(server: TestServer, account: Account): Promise<void> {
  const { error } = await server.service().rpc('transfer_staff_ownership', { p_user_id: account.id });
  if (error) throw new Error(error.message);
}

/** Every vehicle row as the service role sees it, ordered by id: compare before and after an attack. */
export async function allVehicles(server: TestServer): Promise<unknown[]> {
  const { data, error } = await server.service().from('vehicles').select('*').order('id');
  if (error) throw new Error(error.message);
  return data;
}

export async function vehicleCount(server: TestServer): Promise<number> {
  const { count, error } = await server.service().from('vehicles').select('id', { count: 'exact', head: true });
  if (error) throw new Error(error.message);
  return count ?? -1;
}

/** The storage object names of the vehicle-images bucket. */
export async function bucketNames(server: TestServer): Promise<string[]> {
  const { data, error } = await server.service().storage.from('vehicle-images').list('', { limit: 1000 });
  if (error) throw new Error(error.message);
  return data.map((o) => o.name).sort();
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR-fake-png-body'),
]);
