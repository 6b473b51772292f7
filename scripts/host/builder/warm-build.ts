// Runs builds in a long-lived worker process (astro-worker.ts). A failed or crashed build
// retires the worker so the next build starts from a clean process; so do many builds (memory)
// and a long idle spell (an idle worker holds several hundred MB).
// The worker's environment is the build's, given at spawn and never changed (buildSettings: the API,
// the site's address), so a build for other settings starts a new worker. Each build's rebuild
// contract reaches it through a file of the builder's own, named in that environment
// (REBUILD_SETTING): before each build the builder copies the build's contract there (a small file
// naming its rows file), or writes an empty one (a plain full build).
import { fork, type ChildProcess } from 'node:child_process';
import { copyFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuildEnv, writeNoContract } from '~/data/vehicles/server';
import { BUILD_NODE_ARGS, buildProcessEnv, buildSettings, type AstroBuildEnv } from './astro-build.ts';
import type { BuildReply, BuildRequest } from './astro-worker.ts';
import type { BuildCommand } from './command.ts';

const WORKER = fileURLToPath(new URL('./astro-worker.ts', import.meta.url));
const MAX_BUILDS_PER_WORKER = 20;
const IDLE_EXIT_MS = 10 * 60_000;
const TAIL_LINES = 25;
let builders = 0;

export class WarmAstroBuilder {
  private child: ChildProcess | null = null;
  /** The settings the running worker was started with (buildSettings, as JSON). */
  private settings = '';
  /** Where this builder's worker reads each build's rebuild contract. */
  private readonly contractFile = path.join(tmpdir(), `mewah-rebuild-${process.pid}-${++builders}.json`);
  private builds = 0;
  private seq = 0;
  private idleTimer: NodeJS.Timeout | null = null;
  private output: (line: string) => void = () => undefined;
  private tail: string[] = [];
  private closed = false;

  /** A BuildCommand for `env`; builds must not overlap (the Rebuilder guarantees it). */
  command(env: AstroBuildEnv): BuildCommand {
    return (outDir) => this.build(env, outDir);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.retire();
    await rm(this.contractFile, { force: true });
  }

  /** Replaces a retired worker at once, so its start-up (loading Astro) is not on the next build's clock. */
  private async renew(): Promise<void> {
    await this.retire();
    if (!this.closed) this.child = this.spawn(this.settings);
  }

  private spawn(settings: string): ChildProcess {
    this.settings = settings;
    const child = fork(WORKER, [], {
      cwd: process.cwd(),
      execArgv: [...BUILD_NODE_ARGS, '--import', 'tsx'],
      env: {
        ...buildProcessEnv(),
        ...(JSON.parse(settings) as Record<string, string>),
        ...rebuildEnv(this.contractFile),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const collect = (chunk: Buffer): void => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        this.output(line);
        this.tail.push(line);
        if (this.tail.length > TAIL_LINES) this.tail.shift();
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.builds = 0;
    return child;
  }

  private async build(env: AstroBuildEnv, outDir: string): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.output = env.onOutput ?? (() => undefined);
    this.tail = [];
    const settings = JSON.stringify(buildSettings(env));
    if (this.child && settings !== this.settings) await this.retire();
    const child = (this.child ??= this.spawn(settings));
    const id = ++this.seq;
    try {
      if (env.rebuild) await copyFile(env.rebuild, this.contractFile);
      else await writeNoContract(this.contractFile);
      await new Promise<void>((resolve, reject) => {
        const onMessage = (msg: unknown): void => {
          const m = msg as Partial<BuildReply>;
          if (m.id !== id) return;
          cleanup();
          if (m.ok) resolve();
          else reject(new Error(`astro build failed: ${(m as { error?: string }).error ?? 'unknown'}`));
        };
        const onExit = (code: number | null, signal: string | null): void => {
          cleanup();
          reject(new Error(`astro build exited with ${signal ?? `code ${code}`}:\n${this.tail.join('\n')}`));
        };
        const cleanup = (): void => {
          child.off('message', onMessage);
          child.off('exit', onExit);
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send({ id, outDir } satisfies BuildRequest);
      });
      this.builds += 1;
      if (this.builds >= MAX_BUILDS_PER_WORKER) await this.renew();
    } catch (err) {
      await this.renew();
      throw err;
    } finally {
      // The build has read its contract; none is left behind between builds.
      await rm(this.contractFile, { force: true });
      this.idleTimer = setTimeout(() => void this.retire(), IDLE_EXIT_MS);
      this.idleTimer.unref();
    }
  }

  private async retire(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}
