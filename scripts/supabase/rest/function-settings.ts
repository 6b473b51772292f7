// PostgREST's function settings (v12): a function declared with `set statement_timeout = '60s'`
// runs under that limit instead of the caller's role limit, as hosted Supabase documents for a
// function that needs longer ("Timeouts: function level"). Read once per function from pg_proc,
// as PostgREST reads its schema cache; the staff CSV import is the one such function today.
import { parseDuration } from '../config/config.ts';
import type { ServerContext } from '../db/context.ts';

export function createFunctionTimeouts(ctx: ServerContext): { of: (name: string) => Promise<number | null> } {
  const cache = new Map<string, Promise<number | null>>();
  const read = async (name: string): Promise<number | null> => {
    const { rows } = await ctx.asAdmin((tx) =>
      tx.query<{ setting: string }>(
        `select pg_catalog.split_part(c.setting, '=', 2) as setting
           from pg_catalog.pg_proc p
           join pg_catalog.pg_namespace n on n.oid = p.pronamespace
           cross join lateral pg_catalog.unnest(p.proconfig) as c(setting)
          where n.nspname = 'public' and p.proname = $1 and c.setting like 'statement_timeout=%'
          limit 1`,
        [name],
      ),
    );
    const setting = rows[0]?.setting;
    if (setting === undefined) return null;
    try {
      return parseDuration(setting);
    } catch {
      return null;
    }
  };
  return {
    of: (name) => {
      let found = cache.get(name);
      if (!found) {
        found = read(name).catch(() => null);
        if (cache.size < 1000) cache.set(name, found);
      }
      return found;
    },
  };
}
