// STAFF_SIGNUP_MODE=open|approval: the project's staff sign-up setting
// (private.staff_settings, supabase/migrations/20261123000200_staff_membership.sql), applied at
// every start of the local server when set. Hosted projects switch it with the same SQL (README);
// a deliberate local difference, docs/embedded-server.md.
import { siteModeOf } from '~/config/dealer-settings';
import type { Database } from '../db/engine.ts';

/**
 * The mode to apply: STAFF_SIGNUP_MODE when set; else 'approval' for the dealer's own site
 * (PUBLIC_SITE_MODE=live: anyone who finds /auth must not become staff), else none (the demo keeps
 * the database's 'open', docs/product.md §6).
 */
export function staffSignupModeOf(env: Record<string, string | undefined>): string | undefined {
  if (env.STAFF_SIGNUP_MODE) return env.STAFF_SIGNUP_MODE;
  return siteModeOf(env) === 'live' ? 'approval' : undefined;
}

export async function applyStaffSignupMode(db: Database, mode: string | undefined): Promise<string | null> {
  if (!mode) return null;
  const exists = await db.query<{ fn: string | null }>(
    `select to_regprocedure('public.set_staff_signup_mode(text)')::text as fn`,
  );
  if (!exists.rows[0]?.fn)
    throw new Error('STAFF_SIGNUP_MODE is set but the database has no public.set_staff_signup_mode()');
  await db.query('select public.set_staff_signup_mode($1)', [mode]);
  return mode;
}
