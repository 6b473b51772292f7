// What every service gets: the database, the keys, the config, and the two ways to run a
// transaction (as the caller's JWT role, or as the superuser). All transactions go through one
// queue because PGlite is a single connection and PostgREST-style SET LOCAL must not interleave.
// A role's statements are stopped after its statement timeout ([db.statement_timeout] in
// config.toml: anon 3 s, authenticated 8 s, as hosted Supabase sets them per role).
import type { LocalConfig } from './config.ts';
import type { Database, Queryable } from './db/engine.ts';
import type { JwtClaims } from './jwt.ts';
import type { Mailbox } from './mailbox.ts';

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
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
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
}

export type ContextInit = Omit<ServerContext, 'withClaims' | 'asAdmin'>;

/** A FIFO mutex: each task starts after the previous one settles. */
export function createQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export function createContext(init: ContextInit): ServerContext {
  const enqueue = createQueue();
  const asAdmin = <T>(fn: (tx: Transaction) => Promise<T>): Promise<T> => enqueue(() => init.db.transaction(fn));
  const timeouts: Readonly<Record<string, number>> = init.config.db.statementTimeouts;
  const withClaims = <T>(
    claims: JwtClaims,
    fn: (tx: Transaction) => Promise<T>,
    headers?: Readonly<Record<string, string>>,
    statementTimeoutMs?: number,
  ): Promise<T> =>
    enqueue(() =>
      init.db.transaction(
        async (tx) => {
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
          return fn(tx);
        },
        { statementTimeoutMs: statementTimeoutMs ?? timeouts[claims.role] ?? null },
      ),
    );
  return { ...init, asAdmin, withClaims };
}
