// Runs builds in a long-lived worker process (astro-worker.ts). A failed or crashed build
// retires the worker so the next build starts from a clean process; so do many builds (memory)
// and a long idle spell (an idle worker holds several hundred MB).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BUILD_NODE_ARGS, buildProcessEnv, type AstroBuildEnv } from './astro-build.ts';
import type { BuildReply } from './astro-worker.ts';
import type { BuildCommand } from '../2-schedule/rebuilder.ts';

const WORKER = fileURLToPath(new URL('./astro-worker.ts', import.meta.url));
const MAX_BUILDS_PER_WORKER = 20;
const IDLE_EXIT_MS = 10 * 60_000;
const TAIL_LINES = 25;

export class WarmAstroBuilder {
  private child: ChildProcess | null = null;
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
  }

  /** Replaces a retired worker at once, so its start-up (loading Astro) is not on the next build's clock. */
  private async renew(): Promise<void> {
    await this.retire();
    if (!this.closed) this.child = this.spawn();
  }

  private spawn(): ChildProcess {
    const child = fork(WORKER, [], {
      cwd: process.cwd(),
      execArgv: [...BUILD_NODE_ARGS, '--import', 'tsx'],
      env: { ...buildProcessEnv(), ASTRO_TELEMETRY_DISABLED: '1' },
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
    const child = (this.child ??= this.spawn());
    const id = ++this.seq;
    const vars: Record<string, string> = {
      PUBLIC_SUPABASE_URL: env.supabaseUrl,
      PUBLIC_SUPABASE_PUBLISHABLE_KEY: env.anonKey,
      ...(env.siteUrl ? { PUBLIC_SITE_URL: env.siteUrl } : {}),
      ...(env.imageTransformation === false ? { PUBLIC_IMAGE_TRANSFORMATION: 'off' } : {}),
      ...env.vars,
    };
    try {
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
        child.send({ id, outDir, env: vars });
      });
      this.builds += 1;
      if (this.builds >= MAX_BUILDS_PER_WORKER) await this.renew();
    } catch (err) {
      await this.renew();
      throw err;
    } finally {
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
