// startSupabase(): the embedded Supabase-compatible server. Opens (or creates) the database,
// brings it to hosted Supabase's starting point, applies migrations and the seed, and serves
// /rest/v1, /auth/v1 and /storage/v1 on one port. This site's own part (app/: its private tables)
// is handed in here as hooks (db/hooks.ts); below this entry the server knows no app table.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { loadConfig, type LocalConfig } from './config/config.ts';
import { createContext, type ServerContext } from './db/context.ts';
import { createAuthService } from './auth/index.ts';
import { BOOKKEEPING_SQL, SESSION_SQL, bootstrap, bootstrapSteps } from './db/bootstrap.ts';
import { extensionsFor, extensionsUsedBy } from './db/extensions.ts';
import type { Database } from './db/engine.ts';
import type { App } from './db/hooks.ts';
import { lockDataDir, type DirLock } from './db/lock.ts';
import { alive } from '../lib/process.ts';
import { applyMigrations, applySeed, listMigrations } from './db/migrations.ts';
import { cachedClusterFile, openDatabase, pgDataPath } from './db/open.ts';
import {
  DEFAULT_API_PORT,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys/keys.ts';
import { createKeyring, readSigningKeys, type Keyring } from './keys/signing.ts';
import { createRestService } from './rest/index.ts';
import { Mailbox } from './mail/mailbox.ts';
import { startPgNetWorker } from './db/pgnet.ts';
import { startPgCronWorker } from './db/pgcron.ts';
import { startVacuumWorker } from './db/vacuum.ts';
import { createRouter } from './gateway/router.ts';
import { createStorageService, storageDir } from './storage/index.ts';
import { mewahApp } from './app/index.ts';
import { defaultSeedFile } from './app/site-seed.ts';

// What callers outside this folder may use besides startSupabase(): the CLI's well-known local
// keys, the context's types (the host runs SQL as the superuser through ctx.asAdmin), the caught
// emails' shape, and the render sizes the storage server quantises to.
export {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from './keys/keys.ts';
export type { JwtClaims } from './keys/jwt.ts';
export type { ServerContext, Transaction } from './db/context.ts';
export type { Queryable } from './db/engine.ts';
export type { App, AppHooks } from './db/hooks.ts';
export type { MailMessage } from './mail/mailbox.ts';
export { SIZE_STEPS } from './storage/render.ts';
export { withoutEngineBudget } from './config/config.ts';
export { catalogFingerprint, restoreSnapshot, takeSnapshot } from './db/snapshot.ts';

export interface StartOptions {
  /** 0 = free port; default 54321 */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** default '.data/supabase' */
  dataDir?: string;
  memory?: boolean;
  /** default 'supabase/migrations' */
  migrationsDir?: string;
  /** default: defaultSeedFile(process.env) */
  seedFile?: string | false;
  reset?: boolean;
  configFile?: string;
  configOverrides?: (c: LocalConfig) => LocalConfig;
  quiet?: boolean;
  /** the app's hooks (db/hooks.ts); default this site's (app/) */
  app?: App;
  /**
   * Serve this database instead of opening one (dataDir, memory, migrationsDir, seedFile and reset
   * are then not used); stop() leaves it open for its owner.
   */
  database?: PreparedDatabase;
}

export interface RunningSupabase {
  url: string;
  port: number;
  /** sb_publishable_…: what clients use (the CLI's local value) */
  publishableKey: string;
  /** sb_secret_…: service role, for server-side scripts only */
  secretKey: string;
  /** legacy JWT keys, deprecated but accepted */
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** signs access tokens; jwks() is what /auth/v1/.well-known/jwks.json serves */
  keys: Keyring;
  ctx: ServerContext;
  /** pg_net's worker: drain() settles once every request committed so far has been sent and its answer recorded. */
  pgNet: { drain(): Promise<void> };
  stop(): Promise<void>;
}

const SCRATCH_PREFIX = 'mewah-supabase-';

/**
 * Emails an app's hooks may send an hour (the site's lead notifications), counted apart from
 * Auth's [auth.rate_limit] email_sent: on hosted they leave through a webhook to the dealer's own
 * mail service, so a busy day of leads never stops a password recovery.
 */
export const APP_MAIL_PER_HOUR = 1000;

/**
 * A private folder for a --memory cluster, named after this process; folders of processes that
 * are gone (killed before they could stop) are removed on the way.
 */
function newScratch(): string {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && !alive(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  return mkdtempSync(join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`));
}

/** Everything a --memory cluster's set-up depends on, as a cache file name (open.ts). */
function preparedClusterFile(
  extensions: string[],
  sessionSql: string,
  migrationsDir: string,
  seedFile: string | false,
): string | null {
  const read = (file: string): string => (existsSync(file) ? readFileSync(file, 'utf8') : '');
  return cachedClusterFile('prepared', [
    [...extensions].sort().join(','),
    sessionSql,
    BOOKKEEPING_SQL,
    ...bootstrapSteps().map((b) => `${b.name}\n${b.sql}`),
    ...listMigrations(migrationsDir).map((m) => `${m.version}_${m.name}\n${read(m.path)}`),
    seedFile ? `seed\n${read(resolve(seedFile))}` : 'no seed',
  ]);
}

/**
 * A database brought to the seeded starting point (bootstrapped, migrated, seeded), not yet served.
 * startSupabase() opens one of its own; the integration tests keep one per worker and hand it to
 * each start (StartOptions.database), resetting it in between (db/snapshot.ts).
 */
export interface PreparedDatabase {
  db: Database;
  /** a new cluster (false: an existing data directory was opened) */
  fresh: boolean;
  /** null for --memory */
  dataDir: string | null;
  /** closes the engine and frees the data directory (a --memory cluster's folder is removed) */
  close(): Promise<void>;
}

export type PrepareOptions = Pick<
  StartOptions,
  'dataDir' | 'memory' | 'migrationsDir' | 'seedFile' | 'reset' | 'quiet'
>;

export async function prepareDatabase(opts: PrepareOptions = {}): Promise<PreparedDatabase> {
  const log = (msg: string): void => {
    if (!opts.quiet) console.log(msg);
  };
  const dataDir = opts.memory ? null : resolve(opts.dataDir ?? '.data/supabase');
  const lock: DirLock | null = dataDir ? lockDataDir(dataDir) : null;
  // --memory keeps nothing after stop, but the engine's cluster still lives in a private temporary
  // folder: a statement timeout restarts the engine, and the restart must find every committed row.
  const scratch = dataDir ? null : newScratch();
  const dropScratch = (): void => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  try {
    if (dataDir && opts.reset) {
      rmSync(pgDataPath(dataDir), { recursive: true, force: true });
      rmSync(storageDir(dataDir), { recursive: true, force: true });
    }
    const migrationsDir = resolve(opts.migrationsDir ?? 'supabase/migrations');
    const seedFile = opts.seedFile === undefined ? defaultSeedFile(process.env) : opts.seedFile;
    const extensions = extensionsFor(extensionsUsedBy(migrationsDir));
    // PGlite has one session: its settings are run on each open.
    const sessionSql = SESSION_SQL;
    // --memory starts from a cluster already bootstrapped, migrated and seeded by an earlier start
    // with the same files (kept in the temporary folder), and leaves one for the next.
    const prepared = scratch ? preparedClusterFile(extensions, sessionSql, migrationsDir, seedFile) : null;
    const preparedBefore = prepared !== null && existsSync(prepared);
    const { db, fresh } = await openDatabase({
      dataDir: dataDir ?? scratch ?? '',
      extensions,
      sessionSql,
      preparedCluster: prepared,
      log: (line) => console.error(line),
    });
    try {
      const steps = await bootstrap(db);
      if (steps.length) log(`Bootstrapped: ${steps.join(', ')}`);
      const migrations = await applyMigrations(db, migrationsDir);
      for (const m of migrations) log(`Applied migration ${m.version}_${m.name}`);
      if (seedFile && (await applySeed(db, resolve(seedFile)))) log(`Seeded from ${seedFile}`);
      if (prepared && !preparedBefore) await db.dumpTo(prepared).catch(() => undefined);
    } catch (e) {
      await db.close().catch(() => undefined);
      throw e;
    }
    return {
      db,
      fresh,
      dataDir,
      close: async () => {
        await db.close();
        lock?.release();
        dropScratch();
      },
    };
  } catch (e) {
    lock?.release();
    dropScratch();
    throw e;
  }
}

export async function startSupabase(opts: StartOptions = {}): Promise<RunningSupabase> {
  const log = (msg: string): void => {
    if (!opts.quiet) console.log(msg);
  };
  const app = (opts.app ?? mewahApp)();
  const loaded = loadConfig(opts.configFile);
  const base = app.config ? app.config(loaded) : loaded;
  const config = opts.configOverrides ? opts.configOverrides(base) : base;
  const signingKeys = config.auth.signingKeysPath ? readSigningKeys(config.auth.signingKeysPath) : [];
  const own = opts.database === undefined;
  const prepared = opts.database ?? (await prepareDatabase(opts));
  const { db, fresh, dataDir } = prepared;
  try {
    await app.setUp?.(db, log);
    const mailbox = new Mailbox(config.auth.rateLimit.emailSent);
    const ctx = createContext({
      db,
      config,
      dataDir,
      mailbox,
      // Known once the port is (port 0 picks one); nothing runs before then.
      apiUrl: '',
      jwtSecret: LOCAL_JWT_SECRET,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publishableKey: LOCAL_PUBLISHABLE_KEY,
      secretKey: LOCAL_SECRET_KEY,
      keys: createKeyring(LOCAL_JWT_SECRET, signingKeys),
      ...(app.signedInBudget ? { signedInBudget: app.signedInBudget } : {}),
    });
    const server = createRouter(ctx, {
      rest: createRestService(ctx),
      auth: createAuthService(ctx),
      storage: createStorageService(ctx),
    });
    const host = opts.host ?? '127.0.0.1';
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(opts.port ?? DEFAULT_API_PORT, host, () => ok());
    });
    const worker = startPgNetWorker(ctx);
    const cron = startPgCronWorker(ctx);
    const vacuum = startVacuumWorker(ctx, config.db.vacuumEveryMs);
    const port = (server.address() as AddressInfo).port;
    const url = `http://${host}:${port}`;
    ctx.apiUrl = url;
    await app.listening?.(db, url, mailbox.sender(APP_MAIL_PER_HOUR));
    log(`${fresh ? 'Created' : 'Opened'} database ${dataDir ? join(dataDir, 'pgdata') : '(in memory)'}`);
    let stopping: Promise<void> | null = null;
    const stop = (): Promise<void> =>
      (stopping ??= (async () => {
        await new Promise<void>((ok) => {
          server.close(() => ok());
          server.closeAllConnections();
        });
        await cron.stop();
        await vacuum.stop();
        await worker.stop();
        // Let queued transactions finish before closing PGlite (or handing it back to its owner).
        await ctx.asAdmin(async () => undefined).catch(() => undefined);
        if (own) await prepared.close();
      })());
    return {
      url,
      port,
      publishableKey: ctx.publishableKey,
      secretKey: ctx.secretKey,
      anonKey: ctx.anonKey,
      serviceRoleKey: ctx.serviceRoleKey,
      jwtSecret: ctx.jwtSecret,
      keys: ctx.keys,
      ctx,
      pgNet: { drain: () => worker.drain() },
      stop,
    };
  } catch (e) {
    if (own) await prepared.close().catch(() => undefined);
    throw e;
  }
}
