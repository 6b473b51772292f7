// Autovacuum's stand-in. PGlite runs no background workers, so rows deleted (an abandoned staged
// import, purged cars) left their pages behind for good, even across restarts. Every
// [db.vacuum] `every` (5 min by default), at a moment when no request waits for the engine, the
// server runs a plain VACUUM of the whole database if anything was written since the last one:
// dead rows' space becomes reusable, and the empty pages at a table's end go back to the file
// system, as autovacuum does on hosted Supabase (docs/security.md, "Room on disk").
import type { ServerContext } from './context.ts';

type VacuumHost = Pick<ServerContext, 'maintain' | 'engineIdle'>;

/** How soon to look again when the engine was busy at the scheduled moment. */
const BUSY_RETRY_MS = 1000;

export function startVacuumWorker(
  ctx: VacuumHost,
  everyMs: number,
  log: (line: string) => void = (line) => console.error(line),
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** The WAL position after the last vacuum: unchanged means nothing to clean. */
  let cleanAt: string | null = null;

  const pass = async (): Promise<void> => {
    await ctx.maintain(async (db) => {
      const { rows } = await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      if (rows[0]?.lsn === cleanAt) return;
      await db.exec('vacuum');
      cleanAt = (await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]?.lsn ?? null;
    });
  };

  const schedule = (ms: number): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      if (!ctx.engineIdle()) {
        schedule(BUSY_RETRY_MS);
        return;
      }
      running = pass().catch((e: unknown) => {
        if (!stopped) log(`[db] vacuum failed: ${e instanceof Error ? e.message : String(e)}`);
      });
      void running.then(() => schedule(everyMs));
    }, ms);
    timer.unref();
  };
  if (everyMs > 0) schedule(everyMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
