// pg_cron's background worker for the embedded server (its SQL surface, schema `cron`, is
// bootstrapped from sql/pgcron.sql). Hosted Supabase runs pg_cron itself; the migrations schedule
// jobs with cron.schedule() there and here alike. Each tick reads cron.job, runs every active job
// that is due (five cron fields in UTC, pg_cron's default, '@hourly'-style names, or
// '[1-59] seconds') in its own transaction, and logs the run in cron.job_run_details as pg_cron does.
import { z } from 'zod';
import type { ServerContext } from './context.ts';

type PgCronHost = Pick<ServerContext, 'asAdmin'>;

const jobSchema = z.object({ jobid: z.coerce.number(), schedule: z.string(), command: z.string() });
type Job = z.infer<typeof jobSchema>;

const TICK_MS = 1000;
/** pg_cron keeps every run; a busy seconds-job would grow the log without end here. */
const RUN_LOG_KEEP = `delete from cron.job_run_details where end_time < now() - interval '1 day'`;

const NAMED: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Whether one cron field (e.g. `*`, `*\/5`, `1-5`, `0,30`) allows `value`. */
function fieldMatches(field: string, value: number, min: number, max: number): boolean {
  return field.split(',').some((part) => {
    const [range = '*', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    let lo = min;
    let hi = max;
    if (range !== '*') {
      const [a, b] = range.split('-');
      lo = Number(a);
      hi = b === undefined ? (stepText === undefined ? lo : max) : Number(b);
    }
    if (!Number.isInteger(step) || step < 1 || Number.isNaN(lo) || Number.isNaN(hi)) return false;
    return value >= lo && value <= hi && (value - lo) % step === 0;
  });
}

/** Whether a five-field schedule (or a named one) is due in the minute of `at` (UTC). */
export function cronMatches(schedule: string, at: Date): boolean {
  const text = NAMED[schedule.trim().toLowerCase()] ?? schedule.trim();
  const [minute, hour, dom, month, dow] = text.split(/\s+/);
  if (!minute || !hour || !dom || !month || !dow) return false;
  const dowValue = at.getUTCDay();
  const dowOk = fieldMatches(dow, dowValue, 0, 7) || (dowValue === 0 && fieldMatches(dow, 7, 0, 7));
  const domOk = fieldMatches(dom, at.getUTCDate(), 1, 31);
  // As in cron: with both day fields restricted, either may match.
  const dayOk = dom !== '*' && dow !== '*' ? domOk || dowOk : domOk && dowOk;
  return (
    fieldMatches(minute, at.getUTCMinutes(), 0, 59) &&
    fieldMatches(hour, at.getUTCHours(), 0, 23) &&
    fieldMatches(month, at.getUTCMonth() + 1, 1, 12) &&
    dayOk
  );
}

/** Seconds of a '[1-59] seconds' schedule, or null. */
export function secondsOf(schedule: string): number | null {
  const m = /^\s*(\d+)\s+seconds?\s*$/i.exec(schedule);
  return m ? Number(m[1]) : null;
}

export function startPgCronWorker(ctx: ServerContext | PgCronHost): { stop(): Promise<void> } {
  /** Per job: when it last ran (ms), for seconds-jobs, and the minute it last ran, for cron ones. */
  const lastRun = new Map<number, number>();
  const lastMinute = new Map<number, number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const due = (job: Job, now: number): boolean => {
    const seconds = secondsOf(job.schedule);
    if (seconds !== null) return now - (lastRun.get(job.jobid) ?? 0) >= seconds * 1000;
    const minute = Math.floor(now / 60_000);
    return lastMinute.get(job.jobid) !== minute && cronMatches(job.schedule, new Date(now));
  };

  const run = async (job: Job, now: number): Promise<void> => {
    lastRun.set(job.jobid, now);
    lastMinute.set(job.jobid, Math.floor(now / 60_000));
    const started = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      await ctx.asAdmin((tx) => tx.exec(job.command));
      message = 'ok';
    } catch (err) {
      status = 'failed';
      message = err instanceof Error ? err.message : String(err);
    }
    if (stopped) return;
    await ctx.asAdmin(async (tx) => {
      await tx.query(
        `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
         select $1, 0, current_database(), current_user, $2, $3, $4, $5, now()`,
        [job.jobid, job.command, status, message, started.toISOString()],
      );
      await tx.query(RUN_LOG_KEEP);
    });
  };

  const tick = (): Promise<void> => {
    running ??= (async () => {
      try {
        const { rows } = await ctx.asAdmin((tx) =>
          tx.query<unknown>('select jobid, schedule, command from cron.job where active order by jobid'),
        );
        const now = Date.now();
        for (const job of rows.map((r) => jobSchema.parse(r))) {
          if (stopped) break;
          if (due(job, now)) await run(job, now);
        }
      } catch (err) {
        if (!stopped) console.error('[pg_cron] worker error:', err instanceof Error ? err.message : err);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
  };
}
