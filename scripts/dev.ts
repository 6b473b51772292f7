// `npm run dev`: the embedded Supabase (same data as `npm start`) plus Astro's dev server, which
// renders pages on request, so no rebuild hook is needed (it is unregistered while developing).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { astroBinIn } from './host/builder/astro-build.ts';
import { readPort } from './host/args.ts';
import { LOCAL_API_PORT, LOCAL_SITE_PORT } from '~/config/local-supabase';
import { registerRebuildHook } from './host/hook/hook-settings.ts';
import { stopOnSignals } from './host/stack.ts';
import { startSupabase } from './supabase/server.ts';

const argv = process.argv.slice(2);
const sitePort = readPort(argv, 'port', process.env.PORT, LOCAL_SITE_PORT);
const apiPort = readPort(argv, 'api-port', process.env.SUPABASE_PORT, LOCAL_API_PORT);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');

const api = await startSupabase({ port: apiPort, dataDir: path.join(dataDir, 'supabase') }).catch((err: unknown) => {
  console.error(`Could not start Supabase: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
await registerRebuildHook(api.ctx, null, null);
console.log(`Supabase API on ${api.url}; starting astro dev on http://127.0.0.1:${sitePort}`);
console.log(`Sign up at http://127.0.0.1:${sitePort}/auth to manage the inventory.`);

const astro = spawn(
  process.execPath,
  [astroBinIn(process.cwd()), 'dev', '--host', '127.0.0.1', '--port', String(sitePort)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      PUBLIC_SUPABASE_URL: api.url,
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: api.publishableKey,
      ...(api.ctx.config.storage.imageTransformation ? {} : { PUBLIC_IMAGE_TRANSFORMATION: 'off' }),
      ASTRO_TELEMETRY_DISABLED: '1',
    },
  },
);
const astroExited = new Promise<void>((resolve) => astro.once('exit', () => resolve()));

const stop = async (): Promise<void> => {
  if (astro.exitCode === null) astro.kill('SIGTERM');
  await astroExited;
  await api.stop();
};
astro.once('exit', (code) => {
  // Astro quit on its own (an error): stop the database too rather than leave it half running.
  void api.stop().then(() => process.exit(code ?? 0));
});
stopOnSignals(stop);
