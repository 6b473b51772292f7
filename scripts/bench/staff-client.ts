// A signed-in staff client in Node (bench and e2e set-up): supabase-js with the ws transport
// Node 20 needs, signed up with a throwaway account (any signed-in user is staff, docs/product.md §6).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { RunningSupabase } from '../supabase/server.ts';

// ws's constructor type is wider than supabase-js's WebSocketLikeConstructor declares, though
// it is the transport supabase-js documents for Node.
const transport = ws as unknown as NonNullable<
  NonNullable<Parameters<typeof createClient>[2]>['realtime']
>['transport'];

/** Sign-up attempts when the server answers 429. */
const RETRIES = 4;

export async function signedInStaff(url: string, anonKey: string, label = 'bench'): Promise<SupabaseClient> {
  const client = createClient(url, anonKey, {
    realtime: { transport },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  for (let attempt = 1; ; attempt++) {
    const { data, error } = await client.auth.signUp({ email, password: 'Bench-Password-123' });
    if (!error && data.session) return client;
    // The bench's own heavy work (the desk's year of activity, the builds' reads) shares this
    // machine's address with the sign-up, and the server's engine share may ask it to come back
    // later (429, 'Retry in N s'): a well-behaved client waits as told, a few times.
    const wait = error?.status === 429 ? Number(/Retry in (\d+) s/.exec(error.message)?.[1] ?? 5) : null;
    if (wait === null || attempt >= RETRIES)
      throw new Error(`sign-up failed: ${error?.message ?? 'no session (are confirmations on?)'}`);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/**
 * A signed-in staff client timed as the staff pages' real users are: a member the owner approved.
 * An account that made itself staff through the demo's open sign-up keeps the anonymous statement
 * budget and engine share (docs/security.md, "Statement timeouts"), which the desk's per-car table
 * and the stock table's hundred-odd calls at 10,000 cars outrun; the bench has no owner, so the
 * member's own id stands in as the approver.
 */
export async function approvedStaff(db: RunningSupabase, label: string): Promise<SupabaseClient> {
  const staff = await signedInStaff(db.url, db.publishableKey, label);
  const userId = (await staff.auth.getSession()).data.session?.user.id;
  if (!userId) throw new Error(`${label}: the bench account has no session`);
  await db.ctx.asAdmin((tx) =>
    tx.query(
      `update private.staff_members set decided_at = now(),
         decided_by = coalesce((select user_id from private.staff_members where role = 'owner'), user_id)
       where user_id = $1`,
      [userId],
    ),
  );
  return staff;
}
