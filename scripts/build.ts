// `npm run build`: `astro build` with the Node options every build of this project uses
// (BUILD_NODE_ARGS, the heap limit that keeps a 10,000-vehicle build near 500 MB); any further
// arguments go to Astro.
import { spawn } from 'node:child_process';
import { BUILD_NODE_ARGS, astroBinIn } from './host/4-build/astro-build.ts';

const args = [...BUILD_NODE_ARGS, astroBinIn(process.cwd()), 'build', ...process.argv.slice(2)];
spawn(process.execPath, args, { stdio: 'inherit' }).on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 1 : 0)),
);
