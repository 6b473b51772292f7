// What an app built on this server adds to it: the server runs these at fixed points and knows
// nothing of the app's tables or functions. server.ts hands them in (app/ is this site's).
import type { LocalConfig } from '../config/config.ts';
import type { Database, Queryable } from './engine.ts';

/**
 * Which statement budget ([db.statement_timeout]) a signed-in ('authenticated') caller's
 * transaction gets, asked inside it as that caller before its own statements:
 * - 'authenticated': the authenticated role's budget, or a function's own statement_timeout;
 * - 'function': a function's own statement_timeout only, else the anonymous budget;
 * - 'anon': the anonymous budget (also what every signed-in caller gets without the hook).
 */
export type SignedInBudget = 'authenticated' | 'function' | 'anon';

/** The local mailbox (mail/), as an app may use it: what it sends shows at /inbox. */
export interface LocalMail {
  send(mail: { to: string; subject: string; html: string; text: string }): unknown;
}

export interface AppHooks {
  /** The configuration as loaded from config.toml, adjusted to the app's settings before anything uses it. */
  config?(config: LocalConfig): LocalConfig;
  /** Once the migrations and the seed are applied, before serving; `log` prints unless quiet. */
  setUp?(db: Database, log: (line: string) => void): Promise<void>;
  /**
   * Once the server listens and its URL (port 0 picks one) is known; `mail` sends into the local
   * mailbox on an hourly budget of its own (APP_MAIL_PER_HOUR), apart from Auth's email_sent.
   */
  listening?(db: Database, apiUrl: string, mail: LocalMail): Promise<void>;
  /** Each signed-in caller's transaction: which budget it gets (see SignedInBudget). */
  signedInBudget?(tx: Queryable): Promise<SignedInBudget>;
}

/** Called once per server start, so hooks may remember what they learnt about that database. */
export type App = () => AppHooks;
