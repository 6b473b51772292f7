// PostgREST's in-database configuration: `alter role authenticator set pgrst.<name> = '…'`, read
// from pg_db_role_setting as PostgREST reads it when it loads its configuration. Two settings
// change what a request may do: db-tx-end (whether `Prefer: tx=rollback` is honoured; hosted's
// default is `commit`, which ignores it), db-aggregates-enabled (count(), sum() … in a select;
// hosted's default is off) and db-plan-enabled (query plans by Accept; off on hosted). Read once per server, as PostgREST reads them once per (re)load.
import type { ServerContext } from '../db/context.ts';

export interface RoleSettings {
  /** `Prefer: tx=rollback` undoes the request's writes */
  rollbackAllowed: boolean;
  aggregatesEnabled: boolean;
  /** db-plan-enabled: `Accept: application/vnd.pgrst.plan…` answers the query plan (hosted: off) */
  planEnabled: boolean;
}

export const HOSTED_DEFAULTS: RoleSettings = { rollbackAllowed: false, aggregatesEnabled: false, planEnabled: false };

export function createRoleSettings(ctx: ServerContext): () => Promise<RoleSettings> {
  let loaded: Promise<RoleSettings> | null = null;
  const read = async (): Promise<RoleSettings> => {
    const { rows } = await ctx.asAdmin((tx) =>
      tx.query<{ setting: string }>(
        `select unnest(s.setconfig) as setting from pg_catalog.pg_db_role_setting s
           join pg_catalog.pg_roles r on r.oid = s.setrole
          where r.rolname = 'authenticator'`,
      ),
    );
    const settings = new Map<string, string>();
    for (const { setting } of rows) {
      const at = setting.indexOf('=');
      if (at > 0) settings.set(setting.slice(0, at), setting.slice(at + 1));
    }
    const txEnd = settings.get('pgrst.db_tx_end') ?? 'commit';
    return {
      rollbackAllowed: txEnd === 'commit-allow-override' || txEnd === 'rollback-allow-override',
      aggregatesEnabled: settings.get('pgrst.db_aggregates_enabled') === 'true',
      planEnabled: settings.get('pgrst.db_plan_enabled') === 'true',
    };
  };
  return () => (loaded ??= read().catch(() => HOSTED_DEFAULTS));
}
