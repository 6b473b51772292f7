// Who gets the database engine next. PGlite runs one transaction at a time, so one queue decides
// every caller's wait; a single FIFO let two visitors looping a 3 s regular expression hold it
// almost all the time (docs/security.md, "One visitor, one share"). Here each client address has
// its own FIFO and the addresses take turns (round-robin): a reader waits for at most one task of
// each other address, not for everything queued before it. And each address has an engine-time
// budget per window, charged from a transaction's first millisecond: a request from an address
// that has used it is refused before its first transaction starts (EngineShareRefused), and the
// gateway answers it, and the address's new requests, 429 with Retry-After until enough of the
// charge is older than the window (gateway/limits.ts). A free allowance per transaction let a loop of reads just under it run
// for nothing; the window's budget is the only allowance now. Work of the server's own (pg_net,
// pg_cron, start-up), of the service role and of staff the owner vouched for (each in a line of
// their own, gateway/router.ts) is never budgeted, only taken in turn.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ShareLimits {
  /** engine milliseconds one address may use per window, counted from each task's first (0: no budget) */
  budgetMs: number;
  /** the window's length in milliseconds */
  windowMs: number;
}

/** The caller a piece of engine work is for: set by the gateway around each request. */
export interface EngineCaller {
  /**
   * the line the work queues in and is charged to: the client's address (the socket's,
   * http/http.ts), or a line of its own at that address for staff the owner vouched for
   */
  address: string;
  /**
   * false for the service role (and for callers the app trusts, once the transaction knows: staff
   * the owner vouched for): their work is taken in turn but never charged nor held back
   */
  budgeted: boolean;
  /**
   * Set once the request's first transaction has started: the rest of its transactions are not
   * held back by the budget (a request is let in whole or not at all, never left half done).
   */
  started?: boolean;
  /** Set when the request was refused for its address's budget: ms until it may try again. */
  refusedForMs?: number;
}

/**
 * Thrown to a request whose address ran out of its share while the request waited in line: none
 * of it ran. The gateway answers it 429 in its service's shape (gateway/router.ts).
 */
export class EngineShareRefused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('the address has used its share of the database engine');
  }
}

/** The caller of the work started in this async context (none: the server's own work). */
export const engineCaller = new AsyncLocalStorage<EngineCaller>();

/** The client address of the request this async context serves ('' for the server's own work). */
export const callerAddress = (): string => engineCaller.getStore()?.address ?? '';

/** The key of the server's own work. */
const SERVER = '';

interface Job {
  /** held back while its address is over budget */
  held(): boolean;
  /** Refuses the work (it never starts): its address is over budget for `ms` more. */
  refuse(ms: number): void;
  /** its time counts against its address */
  charged(): boolean;
  /** Starts the work; `done` is called once it settles. */
  start(done: () => void): void;
}

interface Spent {
  at: number;
  ms: number;
}

export interface FairQueue {
  /** Runs `task` when the current caller's turn comes (and its budget allows). */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Milliseconds until `address` may use the engine again (0: it may now). */
  retryAfterMs(address: string): number;
  /** Engine milliseconds `address` may still use in this window (null: no budget). */
  leftMs(address: string): number | null;
  /** Addresses in the order their queued work will be served, for tests and logs. */
  waiting(): string[];
  /** True when nothing runs or waits. */
  idle(): boolean;
}

export function createFairQueue(limits: ShareLimits, now: () => number = () => performance.now()): FairQueue {
  // Insertion order is the turn order: an address that was just served goes to the back.
  const queues = new Map<string, Job[]>();
  const spent = new Map<string, Spent[]>();
  let running = false;

  /** The task on the engine now: its time so far counts already (its caller may have its answer). */
  let current: { key: string; started: number; job: Job } | null = null;

  /** What a task that ran `ms` is charged: all of it. */
  const charge = (ms: number): number => Math.max(0, ms);

  /** The records of the last window, oldest first (older ones are dropped), and the running task's so far. */
  const recent = (key: string): Spent[] => {
    const list = spent.get(key) ?? [];
    const from = now() - limits.windowMs;
    while (list.length > 0 && list[0]!.at <= from) list.shift();
    if (list.length === 0) spent.delete(key);
    const sofar = current?.key === key && current.job.charged() ? charge(now() - current.started) : 0;
    return sofar > 0 ? [...list, { at: now(), ms: sofar }] : list;
  };

  const retryAfterMs = (key: string): number => {
    if (limits.budgetMs <= 0) return 0;
    const list = recent(key);
    let total = list.reduce((sum, s) => sum + s.ms, 0);
    if (total < limits.budgetMs) return 0;
    // Under the budget again once enough of the oldest records have left the window.
    for (const s of list) {
      total -= s.ms;
      if (total < limits.budgetMs) return Math.max(1, Math.ceil(s.at + limits.windowMs - now()));
    }
    return limits.windowMs;
  };

  const pump = (): void => {
    if (running) return;
    for (const [key, jobs] of queues) {
      // Requests that have not started while their address is over budget are refused, not kept
      // waiting a window long on an open connection.
      const wait = jobs[0]?.held() ? retryAfterMs(key) : 0;
      while (wait > 0 && jobs[0]?.held()) jobs.shift()?.refuse(wait);
      const job = jobs[0];
      if (!job) {
        queues.delete(key);
        continue;
      }
      jobs.shift();
      queues.delete(key);
      if (jobs.length > 0) queues.set(key, jobs); // to the back of the turn order
      running = true;
      const started = now();
      current = { key, started, job };
      job.start(() => {
        current = null;
        const charged = charge(now() - started);
        if (charged > 0 && job.charged()) spent.set(key, [...(spent.get(key) ?? []), { at: now(), ms: charged }]);
        running = false;
        pump();
      });
      return;
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const caller = engineCaller.getStore();
      const key = caller?.address ?? SERVER;
      // The work runs in its caller's async context, whichever task's end started it.
      const inCallersContext = AsyncLocalStorage.snapshot();
      return new Promise<T>((resolve, reject) => {
        const job: Job = {
          held: () => caller !== undefined && caller.budgeted && caller.started !== true,
          refuse: (ms) => {
            if (caller) caller.refusedForMs = ms;
            reject(new EngineShareRefused(ms));
          },
          charged: () => caller?.budgeted !== false,
          start: (done) => {
            if (caller) caller.started = true;
            Promise.resolve()
              .then(() => inCallersContext(task))
              .then(
                (v) => {
                  done();
                  resolve(v);
                },
                (e: unknown) => {
                  done();
                  reject(e);
                },
              );
          },
        };
        const jobs = queues.get(key);
        if (jobs) jobs.push(job);
        else queues.set(key, [job]);
        pump();
      });
    },
    retryAfterMs,
    leftMs: (key) => {
      if (limits.budgetMs <= 0) return null;
      const used = recent(key).reduce((sum, s) => sum + s.ms, 0);
      return Math.max(0, limits.budgetMs - used);
    },
    idle: () => !running && [...queues.values()].every((jobs) => jobs.length === 0),
    waiting: () => [...queues].filter(([, jobs]) => jobs.length > 0).map(([key]) => key),
  };
}
