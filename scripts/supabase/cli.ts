// `npm run supabase -- [options]`: starts the embedded server and prints what a client needs.
// `npm run db:reset` is the same with --reset --exit-after-setup.
import { parseArgs } from 'node:util';
import { DataDirLockedError } from './db/lock.ts';
import { DataDirDamagedError } from './db/open.ts';
import { startSupabase, type RunningSupabase, type StartOptions } from './server.ts';

const USAGE = `Usage: npm run supabase -- [options]
  --port N             API port (default 54321; 0 picks a free one)
  --host HOST          bind address (default 127.0.0.1)
  --data-dir DIR       where the database and files live (default .data/supabase)
  --memory             keep everything in memory (nothing is saved)
  --migrations DIR     migrations folder (default supabase/migrations)
  --seed FILE          seed file for a new database (default supabase/seed.sql;
                       none when PUBLIC_SITE_MODE=live: the dealer's site starts empty)
  --no-seed            do not seed
  --reset              delete the local database and files first
  --config FILE        config.toml to read (default supabase/config.toml)
  --exit-after-setup   apply migrations and seed, then exit`;

function options(): { start: StartOptions; exitAfterSetup: boolean } {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      memory: { type: 'boolean' },
      migrations: { type: 'string' },
      seed: { type: 'string' },
      'no-seed': { type: 'boolean' },
      reset: { type: 'boolean' },
      config: { type: 'string' },
      'exit-after-setup': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535))
    throw new Error(`--port must be a port number, got ${values.port}`);
  return {
    exitAfterSetup: Boolean(values['exit-after-setup']),
    start: {
      port: values['exit-after-setup'] ? 0 : port,
      host: values.host,
      dataDir: values['data-dir'],
      memory: values.memory,
      migrationsDir: values.migrations,
      seedFile: values['no-seed'] ? false : values.seed,
      reset: values.reset,
      configFile: values.config,
    },
  };
}

async function main(): Promise<void> {
  const { start, exitAfterSetup } = options();
  // Handlers go in before start-up, so a signal during migrations still closes PGlite cleanly.
  let running: RunningSupabase | null = null;
  let signalled: string | null = null;
  const shutdown = (signal: string): void => {
    if (signalled) return;
    signalled = signal;
    if (!running) return; // main() stops it as soon as start-up finishes
    console.log(`\n${signal}: stopping...`);
    running.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('Shutdown failed:', e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  running = await startSupabase(start);
  if (exitAfterSetup || signalled) {
    await running.stop();
    console.log(signalled ? `${signalled}: stopped.` : 'Database is ready.');
    process.exit(0);
  }
  const current = running.keys.jwks().keys[0];
  const signing = current ? `${current.alg}, kid ${current.kid}` : 'none (HS256 with the JWT secret)';
  console.log(`
Supabase (embedded) is running.
         API URL: ${running.url}
        JWKS URL: ${running.url}/auth/v1/.well-known/jwks.json
 Publishable key: ${running.publishableKey}
      Secret key: ${running.secretKey}
    Signing keys: ${signing}
      JWT secret: ${running.jwtSecret}
        anon key: ${running.anonKey} (legacy)
service_role key: ${running.serviceRoleKey} (legacy)
           Inbox: ${running.url}/inbox (emails sent; any user name, the secret key as password)
Press Ctrl+C to stop.`);
}

main().catch((e: unknown) => {
  // Known conditions get their message alone; anything else keeps its stack for debugging.
  if (
    e instanceof DataDirLockedError ||
    e instanceof DataDirDamagedError ||
    (e instanceof TypeError && /parseArgs|Unknown option/i.test(e.message))
  ) {
    console.error(`Error: ${e.message}`);
  } else if (e instanceof Error && /^(migration|seed|bootstrap step) /.test(e.message)) {
    console.error(`Error: ${e.message}`);
  } else {
    console.error(e);
  }
  process.exit(1);
});
