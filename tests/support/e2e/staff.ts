// Staff e2e helpers: a service-role client to assert database state, accounts created the
// way the app creates them, and signing a page in without the form when a test is not about it.
import { createClient, type Session, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { expect, type Page } from '@playwright/test';
import ws from 'ws';
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../../scripts/supabase/server';
import { sessionStorageKey } from '~/lib/session-key';

export const API_URL = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 54331)}`;
export const SESSION_KEY = sessionStorageKey(API_URL);

// ws's constructor type is wider than realtime-js's WebSocketLike one; it is what supabase-js
// documents for Node 20, hence the cast.
type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;
const options: SupabaseClientOptions<'public'> = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as Transport },
};

export const serviceClient = (): SupabaseClient => createClient(API_URL, LOCAL_SECRET_KEY, options);
export const anonClient = (): SupabaseClient => createClient(API_URL, LOCAL_PUBLISHABLE_KEY, options);

/** Unique per run (the database lives for the whole e2e run); at most 30 characters. */
export function uniqueUsername(prefix: string): string {
  const tail = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${prefix.slice(0, 29 - tail.length)}_${tail}`;
}

export type StaffAccount = { username: string; email: string; password: string };

export function newAccount(prefix: string): StaffAccount {
  const username = uniqueUsername(prefix);
  return {
    username,
    email: `${username.toLowerCase().replace(/\./g, '-')}@staff.mewah.test`,
    password: 'Showroom-2026!',
  };
}

/** Sign up and store the profile exactly as the /auth page does, through the public API. */
export async function createAccount(prefix: string): Promise<StaffAccount> {
  const account = newAccount(prefix);
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email: account.email, password: account.password });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message}`);
  const profile = await client.rpc('upsert_profile', {
    p_user_id: data.user.id,
    p_username: account.username,
    p_email: account.email,
  });
  if (profile.error) throw new Error(`profile failed: ${profile.error.message}`);
  await client.auth.signOut({ scope: 'local' });
  return account;
}

export async function profileByEmail(email: string): Promise<{ id: string; username: string; email: string } | null> {
  const { data, error } = await serviceClient()
    .from('profiles')
    .select('id, username, email')
    .eq('email', email)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as { id: string; username: string; email: string } | null;
}

/** Put a real session in the page's localStorage, as supabase-js would after signing in. */
export async function signInPage(page: Page, account: StaffAccount): Promise<Session> {
  const { data, error } = await anonClient().auth.signInWithPassword({
    email: account.email,
    password: account.password,
  });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  await page.goto('/404-staff-bootstrap');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(data.session),
  ] as const);
  return data.session;
}

export async function readStoredSession(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
}

/** The toast with this exact text (sonner renders toasts as list items). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toast(page, text).first()).toBeVisible();
}

/**
 * Waits until /manage-inventory's admin has replaced its first cards (drawn from the first answers
 * inside a disabled fieldset): its search is then enabled. Anything measured before may be the
 * first cards' element, removed a moment later.
 */
export async function adminReady(page: Page): Promise<void> {
  await expect(page.getByLabel('Search vehicles by make, model or stock number')).toBeEnabled();
}
