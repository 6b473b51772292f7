// Registers the rebuild hook's URL and secret in the database (private.rebuild_hook, see the
// rebuild_webhook migration), as the superuser, the same as running the SQL in the dashboard.
import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../../supabase/server.ts';

export const newHookSecret = (): string => randomBytes(24).toString('base64url');

export async function registerRebuildHook(
  ctx: Pick<ServerContext, 'asAdmin'>,
  url: string | null,
  secret: string | null,
): Promise<void> {
  await ctx.asAdmin((tx) => tx.query('select private.set_rebuild_hook($1, $2)', [url, secret]));
}
