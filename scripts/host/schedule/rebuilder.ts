// The rebuild scheduler behind POST /__hooks/rebuild. Edits inside the debounce window coalesce
// into one build; builds run one at a time (Astro's caches are not safe to share); an edit during
// a build queues exactly one more; a build goes into a fresh folder and becomes the served root
// only if it succeeds, so a failed build leaves the last good site serving.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { BuildCommand, BuildRequest } from '../builder/command.ts';
import { retireOldBuilds } from '../swap/retire.ts';
import { ServedRoot } from '../swap/served-root.ts';

export const buildResultSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type BuildResult = z.infer<typeof buildResultSchema>;

export const rebuildStatusSchema = z.object({
  lastBuild: buildResultSchema.nullable(),
  building: z.boolean(),
  pending: z.boolean(),
  builds: z.number().int(),
  root: z.string(),
});
export type RebuildStatus = z.infer<typeof rebuildStatusSchema>;

export interface RebuilderOptions {
  /** Folder that receives one sub-folder per build. */
  buildsDir: string;
  /** Served until the first successful rebuild (may live outside buildsDir, e.g. dist/). */
  initialRoot: string;
  build: BuildCommand;
  debounceMs?: number;
  /** A steady stream of edits still gets a build at least this often. */
  maxWaitMs?: number;
  /** false: edits are noted and nothing is built after the first build (a test stack whose specs
   * read only the staff pages, where every edit's build would only take the cores from them). */
  buildOnEdit?: boolean;
  log?: (line: string) => void;
}

export class Rebuilder {
  private readonly served: ServedRoot;
  private readonly opts: Required<RebuilderOptions>;
  private timer: NodeJS.Timeout | null = null;
  private firstRequestAt = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private fullWanted = false;
  private builds = 0;
  private seq = 0;
  private last: BuildResult | null = null;
  private closed = false;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(options: RebuilderOptions) {
    this.opts = {
      debounceMs: 500,
      maxWaitMs: 5000,
      buildOnEdit: true,
      log: (l) => console.log(`[rebuild] ${l}`),
      ...options,
    };
    this.served = new ServedRoot(options.initialRoot);
  }

  /** The folder being served (swap/served-root.ts). */
  get root(): string {
    return this.served.path;
  }

  /** A change happened: build after the debounce window (or after the running build). */
  request(req: BuildRequest = {}): void {
    if (this.closed) return;
    if (!this.opts.buildOnEdit) {
      this.opts.log('edit noted; this stack does not build on edits');
      return;
    }
    if (req.full) this.fullWanted = true;
    const now = Date.now();
    if (!this.timer) this.firstRequestAt = now;
    else clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.opts.debounceMs, this.firstRequestAt + this.opts.maxWaitMs - now));
    this.timer = setTimeout(() => this.fire(), wait);
  }

  /** Builds now (still one at a time) and resolves once the site is built or the build failed. */
  async buildNow(req: BuildRequest = {}): Promise<BuildResult> {
    while (this.running) await this.running;
    if (req.full) this.fullWanted = true;
    this.start();
    await this.running;
    return this.last as BuildResult;
  }

  status(): RebuildStatus {
    return {
      lastBuild: this.last,
      building: this.running !== null,
      pending: this.timer !== null || this.again,
      builds: this.builds,
      root: this.root,
    };
  }

  /** Resolves when nothing is scheduled or building (tests and the bench use it). */
  idle(): Promise<void> {
    if (!this.status().building && !this.status().pending) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.again = false;
    if (this.running) await this.running;
    this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  private fire(): void {
    this.timer = null;
    if (this.running) this.again = true;
    else this.start();
  }

  private start(): void {
    this.running = this.runOne().finally(() => {
      this.running = null;
      if (this.again && !this.closed) {
        this.again = false;
        this.start();
      } else if (!this.timer) {
        this.idleWaiters.splice(0).forEach((resolve) => resolve());
      }
    });
  }

  private async runOne(): Promise<void> {
    const started = Date.now();
    const outDir = path.resolve(
      this.opts.buildsDir,
      `${new Date(started).toISOString().replace(/[:.]/g, '-')}-${++this.seq}`,
    );
    this.opts.log(`build #${this.builds + 1} started into ${path.relative(process.cwd(), outDir)}`);
    let error: string | undefined;
    const full = this.fullWanted;
    this.fullWanted = false;
    try {
      await mkdir(outDir, { recursive: true });
      await this.opts.build(outDir, full ? { full } : {});
      const index = await stat(path.join(outDir, 'index.html')).catch(() => null);
      if (!index?.isFile()) throw new Error('the build produced no index.html');
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const finished = Date.now();
    this.builds += 1;
    this.last = {
      startedAt: new Date(started).toISOString(),
      finishedAt: new Date(finished).toISOString(),
      durationMs: finished - started,
      ok: error === undefined,
      ...(error === undefined ? {} : { error }),
    };
    if (error === undefined) {
      const previous = this.served.swapTo(outDir); // the swap (swap/): one assignment, read per request
      this.opts.log(`build #${this.builds} ok in ${finished - started} ms; now serving it`);
      await retireOldBuilds(this.opts.buildsDir, [this.root, previous]);
    } else {
      this.opts.log(
        `build #${this.builds} FAILED after ${finished - started} ms, still serving the last good site: ${error}`,
      );
      await rm(outDir, { recursive: true, force: true });
    }
  }
}
