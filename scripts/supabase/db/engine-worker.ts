// The worker thread that owns PGlite (see engine.ts). It opens the cluster in `pgdata`, runs
// the session's set-up SQL, then answers one message at a time: a query, an exec, or close.
// Loaded by Node directly (type stripping), so it uses erasable TypeScript only and imports
// nothing from the project but PGlite's own modules and the extension loader beside it.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { loadExtensions } from './pglite-extensions.ts';

export interface EngineWorkerData {
  /** the cluster's directory (created if empty) */
  pgdata: string;
  /** contrib extension names to load (pgcrypto, uuid_ossp, …) */
  extensions: string[];
  /** SQL run after every open (session settings such as the search path) */
  sessionSql: string;
  /** where an empty cluster (initdb's output, the same for every start) is kept between starts */
  clusterCache: string | null;
  /** a prepared cluster to start a fresh directory from instead, when that file exists */
  preparedCluster?: string | null;
  /** PGlite's WebAssembly, compiled once per process and its file system bundle, read once */
  runtime?: { pgliteWasmModule: WebAssembly.Module; fsBundle: Blob };
}

export type EngineRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'dump'; path: string }
  | { id: number; kind: 'close' };

/** The fields a Postgres error carries (PGlite's DatabaseError), copied across the thread. */
export interface WireError {
  message: string;
  fields: Record<string, unknown>;
}

export type EngineReply =
  | { kind: 'ready'; fresh: boolean }
  | { kind: 'failed'; error: WireError }
  | { kind: 'result'; id: number; ok: true; value: unknown }
  | { kind: 'result'; id: number; ok: false; error: WireError };

const FIELDS = ['code', 'detail', 'hint', 'schema', 'table', 'column', 'constraint', 'position', 'severity', 'where'];

function toWire(e: unknown): WireError {
  const fields: Record<string, unknown> = {};
  if (typeof e === 'object' && e !== null) {
    for (const f of FIELDS) {
      const v = (e as Record<string, unknown>)[f];
      if (v !== undefined && v !== null) fields[f] = v;
    }
  }
  return { message: e instanceof Error ? e.message : String(e), fields };
}

type Runtime = Partial<NonNullable<EngineWorkerData['runtime']>>;

/**
 * initdb's output. Running initdb straight onto the host file system is slow (many small synced
 * writes), and it is the same every time: it is built once in memory, kept in `cache`, and
 * unpacked into each new directory.
 */
async function emptyCluster(extensions: Extensions, cache: string | null, runtime: Runtime): Promise<Blob> {
  if (cache && existsSync(cache)) return new Blob([readFileSync(cache)]);
  const mem = await PGlite.create({ extensions, ...runtime });
  try {
    const blob = await mem.dumpDataDir('none');
    if (cache) {
      // Written under a private name then renamed, so a concurrent start never reads half a file.
      const partial = `${cache}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
      renameSync(partial, cache);
    }
    return blob;
  } finally {
    await mem.close();
  }
}

async function open(data: EngineWorkerData): Promise<{ db: PGlite; fresh: boolean }> {
  const extensions = await loadExtensions(data.extensions);
  const fresh = !existsSync(data.pgdata) || readdirSync(data.pgdata).length === 0;
  const runtime: Runtime = data.runtime ?? {};
  const prepared = fresh && data.preparedCluster && existsSync(data.preparedCluster) ? data.preparedCluster : null;
  const loadDataDir = !fresh
    ? undefined
    : prepared
      ? new Blob([readFileSync(prepared)])
      : await emptyCluster(extensions, data.clusterCache, runtime);
  const db = await PGlite.create({ dataDir: data.pgdata, extensions, loadDataDir, ...runtime });
  await db.exec(data.sessionSql || 'select 1');
  return { db, fresh };
}

const port = parentPort;
if (port) {
  const data = workerData as EngineWorkerData;
  const post = (reply: EngineReply): void => port.postMessage(reply);
  open(data).then(
    ({ db, fresh }) => {
      let chain: Promise<void> = Promise.resolve();
      port.on('message', (req: EngineRequest) => {
        chain = chain.then(async () => {
          try {
            if (req.kind === 'close') {
              await db.close();
              post({ kind: 'result', id: req.id, ok: true, value: null });
              port.close();
              return;
            }
            if (req.kind === 'dump') {
              const blob = await db.dumpDataDir('none');
              const partial = `${req.path}.${process.pid}.${Date.now()}`;
              writeFileSync(partial, new Uint8Array(await blob.arrayBuffer()));
              renameSync(partial, req.path);
              post({ kind: 'result', id: req.id, ok: true, value: null });
              return;
            }
            const value = req.kind === 'query' ? await db.query(req.sql, req.params) : await db.exec(req.sql);
            post({ kind: 'result', id: req.id, ok: true, value });
          } catch (e) {
            post({ kind: 'result', id: req.id, ok: false, error: toWire(e) });
          }
        });
      });
      post({ kind: 'ready', fresh });
    },
    (e: unknown) => post({ kind: 'failed', error: toWire(e) }),
  );
}
