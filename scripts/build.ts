// `npm run build`: `astro build` with the Node options every build of this project uses
// (BUILD_NODE_ARGS, the heap limit that keeps a 10,000-vehicle build near 500 MB); any further
// arguments go to Astro. With PUBLIC_IMAGE_TRANSFORMATION=off and SUPABASE_SECRET_KEY set
// (a host's build environment), first the sized copies photos stored through the Storage API lack;
// the secret key stays in this process (buildProcessEnv leaves it out of Astro's).
import { spawn } from 'node:child_process';
import { settingFrom } from '~/config/env-schema';
import { BUILD_NODE_ARGS, astroBinIn, buildProcessEnv } from './host/builder/astro-build.ts';
import { sizedCopiesBeforeBuild } from './photos/sized.ts';

await sizedCopiesBeforeBuild({
  url: settingFrom(process.env, 'PUBLIC_SUPABASE_URL'),
  secretKey: process.env.SUPABASE_SECRET_KEY || undefined,
  imageTransformation: settingFrom(process.env, 'PUBLIC_IMAGE_TRANSFORMATION') !== 'off',
  log: (line) => console.log(line),
});
const args = [...BUILD_NODE_ARGS, astroBinIn(process.cwd()), 'build', ...process.argv.slice(2)];
spawn(process.execPath, args, { stdio: 'inherit', env: buildProcessEnv() }).on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 1 : 0)),
);
