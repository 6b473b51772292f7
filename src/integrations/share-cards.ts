// The vehicles' share cards (/vehicle/{id}/share.jpg, 1200 × 630 JPEG) off the build's critical
// path: Astro renders its pages on one core, so the cards are made by a child process started when
// the build starts (src/features/vehicle/share-image/render-cards.ts), told where to write once
// Astro has emptied the output folder, and awaited when the pages are done. A card that fails
// fails the build, as a page does. In `astro dev` the same URL is a route that draws on request.
import { fork, type ChildProcess } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { DoneMessage } from '../features/vehicle/share-image/render-cards.ts';

const RENDERER = fileURLToPath(new URL('../features/vehicle/share-image/render-cards.ts', import.meta.url));
const DEV_ROUTE = fileURLToPath(new URL('../features/vehicle/share-image/dev-route.ts', import.meta.url));

interface Run {
  child: ChildProcess;
  finished: Promise<DoneMessage>;
  started: number;
}

function start(root: string): Run {
  // tsx resolves the project's `~/` imports; the child inherits this build's environment (the
  // settings and the rebuild loop's MEWAH_* files).
  const child = fork(RENDERER, [], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // Background work: the pages come first. At the lowest priority the renderer takes what the build
  // leaves of the machine (the second core while Astro renders pages on one), not its bundling's
  // share; it has the whole page phase to finish. Where the OS refuses, it runs as it is.
  if (child.pid !== undefined)
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // not allowed here: the same work at normal priority
    }
  const finished = new Promise<DoneMessage>((resolve, reject) => {
    let done: DoneMessage | null = null;
    child.on('message', (m: unknown) => {
      if (m && typeof m === 'object' && 'done' in m) done = m as DoneMessage;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      done && code === 0
        ? resolve(done)
        : reject(new Error(`share cards: the renderer exited with ${signal ?? `code ${code}`}`)),
    );
  });
  // Settled when awaited; a build that fails before then must not report it as unhandled.
  finished.catch(() => undefined);
  return { child, finished, started: performance.now() };
}

export function shareCards(): AstroIntegration {
  let root = process.cwd();
  let outDir = '';
  let run: Run | null = null;
  return {
    name: 'mewah-share-cards',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev')
          injectRoute({ pattern: '/vehicle/[id]/share.jpg', entrypoint: DEV_ROUTE, prerender: true });
      },
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        // A renderer left by a build that failed (the warm build process stays alive) is stopped.
        run?.child.kill();
        run = start(root);
      },
      // Called once Astro has emptied the output folder (and again per Vite environment).
      'astro:build:setup': () => {
        if (run?.child.connected) run.child.send({ outDir });
      },
      'astro:build:done': async ({ logger }) => {
        if (!run) return;
        const { child, finished, started } = run;
        if (child.connected) child.send({ outDir });
        try {
          const waited = performance.now();
          const { cards, drawn, ms } = await finished;
          const s = (x: number): string => `${(x / 1000).toFixed(1)} s`;
          logger.info(
            `${cards.toLocaleString('en-US')} share card(s), ${drawn.toLocaleString('en-US')} drawn, the rest from the cache: ready ${s(ms)} after the build started, the pages ${s(waited - started)}`,
          );
        } finally {
          run = null;
        }
      },
    },
  };
}
