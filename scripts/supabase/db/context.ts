// What every service gets: the database, the keys, the config, and the two ways to run a
// transaction (as the caller's JWT role, or as the superuser). All transactions go through one
// queue because PGlite is a single connection and PostgREST-style SET LOCAL must not interleave;
// the queue gives each client address its turn and its engine-time budget (db/fair-share.ts).
// A request's statements are stopped when its time budget is spent ([db.statement_timeout] in
// config.toml: anon 3 s, authenticated 8 s). The budget is the request's, not each statement's
// (Prefer: count=exact runs two statements within it). Which budget a signed-in caller gets is
// the app's to say (signedInBudget, db/hooks.ts; this site's: app/staff-budget.ts).
import type { LocalConfig } from '../config/config.ts';
import type { Database, Queryable } from './engine.ts';
import type { AppHooks } from './hooks.ts';
import type { JwtClaims } from '../keys/jwt.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import type { Keyring } from '../keys/signing.ts';
import { API_ROLES } from '../keys/jwt.ts';
import { createFairQueue, engineCaller } from './fair-share.ts';

/** One open transaction: `query` (one statement, with parameters) and `exec` (a script). */
export type Transaction = Queryable;
export type { Database };

export interface ServerContext {
  /** superuser connection (bypasses RLS) */
  db: Database;
  /**
   * The API's own URL (http://host:port, from the server's configuration, never from a request
   * header): the JWT issuer and every link the Auth server sends start with it. Set once listening.
   */
  apiUrl: string;
  /** legacy HS256 secret: verifies the legacy keys (and signs when no signing keys are set) */
  jwtSecret: string;
  /** legacy JWT API keys (deprecated, still accepted) */
  anonKey: string;
  serviceRoleKey: string;
  /** sb_publishable_… and sb_secret_…: the gateway swaps them for the legacy keys, as the CLI's Kong does */
  publishableKey: string;
  secretKey: string;
  /** signs access tokens and verifies every JWT (signing_keys_path, else the secret) */
  keys: Keyring;
  config: LocalConfig;
  /** null for --memory */
  dataDir: string | null;
  /** Emails the Auth server sends are caught here (readable at /inbox). */
  mailbox: Mailbox;
  /**
   * One transaction as claims.role with request.jwt.claims (and legacy request.jwt.claim.sub/role)
   * set LOCAL, like PostgREST; with `headers`, also request.headers (lower-case names, as PostgREST
   * sets it). All transactions are serialised.
   */
  withClaims<T>(
    claims: JwtClaims,
    fn: (tx: Transaction) => Promise<T>,
    headers?: Readonly<Record<string, string>>,
    /** A function's own statement_timeout (PostgREST's function settings), instead of the role's. */
    statementTimeoutMs?: number,
  ): Promise<T>;
  /** One transaction as the superuser, serialised with the rest. Never call it from inside another. */
  asAdmin<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Milliseconds until a client address may use the engine again (0: now), [db.engine_share]. */
  engineRetryAfterMs(address: string): number;
  /**
   * Whether a signed-in caller is staff the owner vouched for, as the database said at their last
   * request (remembered a minute). Unknown: false, or asked of the database when `ask` is true.
   */
  vouchedFor(claims: JwtClaims, ask: boolean): Promise<boolean>;
  /** Statements that cannot run in a transaction (VACUUM), as the superuser, in the server's turn. */
  maintain<T>(fn: (db: Queryable) => Promise<T>): Promise<T>;
  /** True when no transaction runs or waits. */
  engineIdle(): boolean;
}

type ContextInit = Omit<
  ServerContext,
  'withClaims' | 'asAdmin' | 'engineRetryAfterMs' | 'vouchedFor' | 'maintain' | 'engineIdle'
> &
  Pick<AppHooks, 'signedInBudget'>;

/** Postgres's refusal when the session may not switch to a role (hosted's authenticator and postgres). */
class RoleRefused extends Error {
  readonly code = '42501';
  readonly severity = 'ERROR';
  constructor(role: string) {
    super(`permission denied to set role "${role}"`);
  }
}

/**
 * How long what the database said of a signed-in user is taken as still true: a minute for staff
 * the owner vouched for; 5 s otherwise, so an approval counts soon, while a token of someone else
 * costs the server at most one short check per 5 s when its address is over its share.
 */
const VOUCHED_FOR_MS = 60_000;
const NOT_VOUCHED_FOR_MS = 5_000;
/** Users remembered at most (the oldest are forgotten first). */
const MAX_REMEMBERED = 10_000;

export function createContext(init: ContextInit): ServerContext {
  const share = createFairQueue(init.config.db.engineShare);
  // A transaction stopped by its timeout leaves the engine restarting: the wait for the restart is
  // part of the caller's engine time (its turn lasts until the engine is back), not of whoever
  // comes next; the caller itself hears at once.
  const enqueue = <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // A refusal for the address's share (EngineShareRefused) comes before the task ever runs.
      share
        .run(async () => {
          try {
            resolve(await task());
          } catch (e) {
            reject(e);
            await init.db.ready();
          }
        })
        .catch(reject);
    });
  const asAdmin = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => enqueue(() => init.db.transaction(fn));
  const timeouts: Readonly<Record<string, number>> = init.config.db.statementTimeouts;
  // What the database last said of each signed-in user (by sub): vouched-for staff get a line of
  // their own at their address, apart from its anonymous traffic (gateway/router.ts).
  const vouched = new Map<string, { trusted: boolean; until: number }>();
  const remember = (claims: JwtClaims, trusted: boolean): void => {
    if (typeof claims.sub !== 'string') return;
    vouched.delete(claims.sub); // re-inserted last: the oldest are first when the map is trimmed
    vouched.set(claims.sub, { trusted, until: performance.now() + (trusted ? VOUCHED_FOR_MS : NOT_VOUCHED_FOR_MS) });
    for (const [sub, seen] of vouched) {
      if (vouched.size <= MAX_REMEMBERED && seen.until > performance.now()) break;
      vouched.delete(sub);
    }
  };
  const { signedInBudget, ...context } = init;
  const limitOf = (role: string): number | null => {
    const ms = timeouts[role] ?? 0;
    return ms > 0 ? ms : null; // 0 or unset: no limit
  };
  const withClaims = <T>(
    claims: JwtClaims,
    fn: (tx: Transaction) => Promise<T>,
    headers?: Readonly<Record<string, string>>,
    statementTimeoutMs?: number,
  ): Promise<T> => {
    // service_role keeps its own limit (none by default); every other caller starts with the
    // anonymous budget, which the app's signedInBudget may raise to the authenticated one (here:
    // staff the owner vouched for, app/staff-budget.ts). The clock starts when the transaction
    // does, not while it waits in the queue. A function that declares its own statement_timeout
    // (statementTimeoutMs, rest/function-settings.ts) gets it for the service role and for callers
    // the app grants it (here: any active staff), as hosted honours it; others keep the anonymous budget.
    let started = 0;
    let budget = claims.role === 'service_role' ? (statementTimeoutMs ?? limitOf('service_role')) : limitOf('anon');
    // A caller on the anonymous budget may also use no more than its address's engine share left
    // ([db.engine_share], db/fair-share.ts): its statement stops there, so a 3 s regular
    // expression from a fresh address holds the engine for the share, not the full 3 s.
    const caller = engineCaller.getStore();
    let shareCap: number | null = null;
    let capped = claims.role !== 'service_role' && caller?.budgeted === true;
    const timeLeftMs = (): number | null => {
      if (started === 0) {
        started = performance.now();
        shareCap = caller ? share.leftMs(caller.address) : null;
      }
      const limit = capped && shareCap !== null ? Math.min(budget ?? Infinity, shareCap) : budget;
      return limit === null ? null : limit - (performance.now() - started);
    };
    return enqueue(() =>
      init.db.transaction(
        async (tx) => {
          // Hosted's authenticator may become anon, authenticated or service_role only: a token
          // naming any other role that exists (postgres, supabase_admin, …) is refused as Postgres
          // refuses the switch, 42501; one that does not exist fails in set_config below (22023).
          if (!API_ROLES.has(claims.role)) {
            const known = await tx.query('select 1 from pg_roles where rolname = $1', [claims.role]);
            if (known.rows.length > 0) throw new RoleRefused(claims.role);
          }
          // Same settings PostgREST makes; the role name comes from a verified JWT and is bound as a
          // parameter, and set_config('role') fails for a role that does not exist.
          await tx.query(
            `select set_config('request.jwt.claims', $1, true),
                  set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true),
                  set_config('request.headers', $4, true),
                  set_config('role', $3, true)`,
            [
              JSON.stringify(claims),
              typeof claims.sub === 'string' ? claims.sub : '',
              claims.role,
              headers ? JSON.stringify(headers) : '',
            ],
          );
          if (claims.role === 'authenticated' && signedInBudget) {
            const granted = await signedInBudget(tx);
            remember(claims, granted === 'authenticated');
            if (granted === 'authenticated') {
              budget = statementTimeoutMs ?? limitOf('authenticated');
              // Staff the owner vouched for: their work is taken in turn but never charged.
              capped = false;
              if (caller) caller.budgeted = false;
            } else if (granted === 'function' && statementTimeoutMs !== undefined) {
              // A function's own timeout (the staged import): not cut to the share, but charged.
              budget = statementTimeoutMs;
              capped = false;
            }
          }
          return fn(tx);
        },
        { timeLeftMs },
      ),
    );
  };
  return {
    ...context,
    asAdmin,
    withClaims,
    engineRetryAfterMs: share.retryAfterMs,
    vouchedFor: async (claims, ask) => {
      if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || !signedInBudget) return false;
      const seen = vouched.get(claims.sub);
      if (seen && seen.until > performance.now()) return seen.trusted;
      if (!ask) return false;
      // One short transaction in the server's own line (not the address's, which may be over its
      // share): the same check every signed-in request makes.
      await engineCaller.exit(() => withClaims(claims, async () => undefined)).catch(() => undefined);
      return vouched.get(claims.sub)?.trusted === true;
    },
    maintain: (fn) => enqueue(() => fn(init.db)),
    engineIdle: share.idle,
  };
}
