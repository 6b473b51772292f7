// The project's image-host check (private.check_vehicle_image_hosts, migration
// 20261123000210_field_limits.sql) accepts bucket URLs from the origins listed in
// private.site_settings.storage_origins. The local server lists its own URL there at every start
// (its port may change between runs), so the check depends on configuration and never on a
// claim of the caller's token. Hosted projects list theirs once with SQL (docs/security.md).
import type { Database } from '../db/engine.ts';

export async function applyStorageOrigin(db: Database, apiUrl: string): Promise<boolean> {
  const exists = await db.query<{ t: string | null }>(`select to_regclass('private.site_settings')::text as t`);
  if (!exists.rows[0]?.t) return false;
  await db.query(
    `update private.site_settings set storage_origins = array[$1::text], updated_at = now() where singleton`,
    [new URL(apiUrl).origin],
  );
  return true;
}
