// `npm start`: the whole product on one machine. Persistent data in DATA_DIR (.data), the API on
// SUPABASE_PORT (54321), the site on PORT (4321), rebuilt by the database webhook after edits.
// An existing fresh build (dist/ or the last one in .dist-builds/) is served without rebuilding.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readPort } from './host/args.ts';
import { LOCAL_API_PORT, LOCAL_SITE_PORT } from '~/config/local-supabase';
import { settingFrom } from '~/config/env-schema';
import { startStack, stopOnSignals } from './host/stack.ts';

const argv = process.argv.slice(2);
const sitePort = readPort(argv, 'port', process.env.PORT, LOCAL_SITE_PORT);
const apiPort = readPort(argv, 'api-port', process.env.SUPABASE_PORT, LOCAL_API_PORT);
const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
const buildsDir = path.resolve('.dist-builds');

/** The newest build folder (names start with an ISO timestamp, so they sort by time). */
async function newestBuild(): Promise<string[]> {
  const names = (await readdir(buildsDir).catch(() => [] as string[])).sort();
  const last = names.at(-1);
  return last ? [path.join(buildsDir, last)] : [];
}

try {
  const stack = await startStack({
    sitePort,
    apiPort,
    supabase: { dataDir: path.join(dataDir, 'supabase'), quiet: false },
    buildsDir,
    reuse: [...(await newestBuild()), path.resolve('dist')],
  });
  console.log(`
  ${settingFrom(process.env, 'PUBLIC_BRAND_NAME')} is running.
    Site:          ${stack.site.url}
    Supabase API:  ${stack.api.url}
    Local inbox:   ${stack.api.url}/inbox (any user name; the password is the secret key
                   ${stack.api.secretKey})
    Data:          ${path.relative(process.cwd(), dataDir)}/

  Sign up at ${stack.site.url}/auth to manage the inventory.
  Edits rebuild the site automatically (status: ${stack.site.url}/__hooks/status). Ctrl-C stops.
`);
  stopOnSignals(stack.stop);
} catch (err) {
  console.error(`Could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
