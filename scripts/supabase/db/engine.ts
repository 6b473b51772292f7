// The database engine as the rest of the server sees it: PGlite in its own worker thread, so a
// slow statement never blocks the event loop that serves HTTP (the static site, the inbox,
// storage downloads, requests that need no database). PGlite runs one statement at a time and
// cannot interrupt one, so a statement that outlives its timeout is stopped by terminating the
// worker: its transaction was never committed, and a new worker reopens the same data directory
// (Postgres's crash recovery keeps every committed transaction). The caller gets Postgres's own
// error for it (57014, "canceling statement due to statement timeout"), as hosted Supabase
// answers when a role's statement_timeout fires.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { EngineReply, EngineRequest, EngineWorkerData, WireError } from './engine-worker.ts';

export type { Results };

/** What a transaction (and the engine itself) offers: one statement, or a script of several. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface TransactionOptions {
  /**
   * The transaction's one time budget: asked before each statement, it answers the milliseconds
   * left (null: no limit). A statement runs for at most what is left, so however many statements
   * a request runs, together they stop at the budget (docs/security.md, "Statement timeouts").
   */
  timeLeftMs?: () => number | null;
}

export interface Database extends Queryable {
  /** BEGIN, fn, COMMIT (ROLLBACK if fn throws). One transaction at a time, FIFO. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
  /** Writes the whole cluster, as it is now, to `path` (to start later directories from). */
  dumpTo(path: string): Promise<void>;
  /** How many times a statement timeout restarted the engine (for tests and logs). */
  readonly restarts: number;
  /** Settles once the engine is open (at once, unless a restart is under way). */
  ready(): Promise<void>;
}

class EngineError extends Error {
  constructor(message: string, fields: Record<string, unknown>) {
    super(message);
    Object.assign(this, fields);
  }
}

const fromWire = (e: WireError): EngineError => new EngineError(e.message, e.fields);

/** Postgres's error when statement_timeout fires. */
const statementTimeoutError = (): EngineError =>
  new EngineError('canceling statement due to statement timeout', { code: '57014', severity: 'ERROR' });

interface Pending {
  resolve(v: unknown): void;
  reject(e: unknown): void;
  timer?: NodeJS.Timeout;
}

interface Live {
  worker: Worker;
  generation: number;
}

/** A request before it is numbered. */
type Unsent = EngineRequest extends infer R ? (R extends EngineRequest ? Omit<R, 'id'> : never) : never;

const WORKER_URL = new URL('./engine-worker.ts', import.meta.url);

/**
 * PGlite's WebAssembly compiled once per process, and its file system bundle read once, handed to
 * every worker: a restart after a timeout then only opens the cluster.
 */
let runtime: Promise<NonNullable<EngineWorkerData['runtime']> | undefined> | undefined;
function pgliteRuntime(): Promise<NonNullable<EngineWorkerData['runtime']> | undefined> {
  runtime ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([
      readFile(join(dist, 'pglite.wasm')),
      readFile(join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })().catch(() => undefined); // PGlite then loads them itself
  return runtime;
}

/** The session set-up runs again after every restart, so it is part of opening. */
export async function openEngine(
  data: EngineWorkerData,
  log: (line: string) => void = () => undefined,
): Promise<{ db: Database; fresh: boolean }> {
  let nextId = 1;
  let generation = 0;
  let restarts = 0;
  let closed = false;
  const pending = new Map<number, Pending>();
  let live: Promise<Live>;

  const failAll = (err: unknown): void => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(err);
    }
  };

  const shared = await pgliteRuntime();
  const spawn = (): Promise<Live & { fresh: boolean }> =>
    new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_URL, { workerData: { ...data, runtime: shared } });
      const gen = ++generation;
      let ready = false;
      worker.on('message', (msg: EngineReply) => {
        if (msg.kind === 'ready') {
          ready = true;
          resolve({ worker, generation: gen, fresh: msg.fresh });
        } else if (msg.kind === 'failed') {
          reject(fromWire(msg.error));
          void worker.terminate();
        } else {
          const p = pending.get(msg.id);
          if (!p) return;
          pending.delete(msg.id);
          clearTimeout(p.timer);
          if (msg.ok) p.resolve(msg.value);
          else p.reject(fromWire(msg.error));
        }
      });
      worker.on('error', (e) => {
        if (!ready) reject(e);
        else log(`[db] engine worker failed: ${e.message}`);
      });
      worker.on('exit', (code) => {
        if (!ready) reject(new Error(`the database worker exited (${code}) before it was ready`));
        // A worker that dies on its own (not by a timeout, not by close) is replaced.
        else if (!closed && gen === generation) {
          failAll(new EngineError('terminating connection due to unexpected worker exit', { code: '57P01' }));
          restart();
        }
      });
    });

  const restart = (): void => {
    restarts += 1;
    live = spawn();
    live.catch((e: unknown) => log(`[db] the database could not be reopened: ${(e as Error).message}`));
  };

  const first = await spawn();
  live = Promise.resolve(first);

  const send = async (req: Unsent, timeoutMs: number | null, gen?: number): Promise<unknown> => {
    const current = await live;
    if (gen !== undefined && current.generation !== gen) {
      // The transaction this belongs to ended with its worker.
      throw new EngineError('current transaction is aborted by a restart of the database', { code: '25P02' });
    }
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const p: Pending = { resolve, reject };
      if (timeoutMs && req.kind !== 'close') {
        p.timer = setTimeout(() => {
          if (current.generation !== generation || closed) return;
          log(`[db] statement timeout after ${timeoutMs} ms: restarting the database engine`);
          pending.delete(id);
          // Nothing else runs during a transaction (one at a time), so only this caller waits.
          failAll(statementTimeoutError());
          reject(statementTimeoutError());
          generation += 1; // the exit handler must not restart a second time
          void current.worker.terminate();
          restart();
        }, timeoutMs);
      }
      pending.set(id, p);
      current.worker.postMessage({ ...req, id } as EngineRequest);
    });
  };

  // One transaction (or lone statement) at a time, in arrival order.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };

  /** The limit of the next statement; a spent budget refuses it before it reaches the engine. */
  const limitOf = (left: () => number | null): number | null => {
    const ms = left();
    if (ms !== null && ms <= 0) throw statementTimeoutError();
    return ms === null ? null : Math.ceil(ms);
  };
  const none = (): null => null;
  const queryOn =
    (left: () => number | null, gen?: number) =>
    async <T>(sql: string, params: unknown[] = []): Promise<Results<T>> =>
      (await send({ kind: 'query', sql, params }, limitOf(left), gen)) as Results<T>;
  const execOn =
    (left: () => number | null, gen?: number) =>
    async (sql: string): Promise<Results[]> =>
      (await send({ kind: 'exec', sql }, limitOf(left), gen)) as Results[];

  const db: Database = {
    query: <T>(sql: string, params?: unknown[]) => serial(() => queryOn(none)<T>(sql, params)),
    exec: (sql: string) => serial(() => execOn(none)(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>, opts: TransactionOptions = {}) =>
      serial(async () => {
        const left = opts.timeLeftMs ?? none;
        const { generation: gen } = await live;
        await execOn(none, gen)('begin');
        const tx: Queryable = { query: queryOn(left, gen), exec: execOn(left, gen) };
        let result: T;
        try {
          result = await fn(tx);
        } catch (e) {
          // After a timeout the worker (and the transaction with it) is gone: nothing to roll back,
          // and the caller hears at once rather than after the restart.
          if (generation === gen) await execOn(none, gen)('rollback').catch(() => undefined);
          throw e;
        }
        await execOn(none, gen)('commit');
        return result;
      }),
    dumpTo: (path: string) =>
      serial(async () => {
        await send({ kind: 'dump', path }, null);
      }),
    close: () =>
      serial(async () => {
        if (closed) return;
        const current = await live;
        await send({ kind: 'close' }, null).catch(() => undefined);
        closed = true;
        await current.worker.terminate();
      }),
    get restarts() {
      return restarts;
    },
    ready: async () => {
      await live.catch(() => undefined);
    },
  };
  return { db, fresh: first.fresh };
}
