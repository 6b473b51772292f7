// Image renders in child processes (render-process.ts), as an overloaded image service runs them
// (docs/embedded-server.md): at most `concurrency` at once, the rest wait in a bounded queue for a bounded time,
// then are refused (RenderBusy → 503 with Retry-After). A render past its time limit is stopped by
// killing its process (RenderTimeout); the next render starts a fresh one. Each process runs at a
// lower CPU priority and with its own libuv threads, so the server's file reads (the static site,
// photo downloads) never wait behind image work. Idle processes exit after a while; all of them
// exit with the server's process.
import { fork, type ChildProcess } from 'node:child_process';
import { availableParallelism, setPriority } from 'node:os';

export type OutFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

export interface RenderJob {
  id: number;
  data: Uint8Array;
  width: number | null;
  height: number | null;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  /** Formats the caller accepts, best first; AVIF is skipped where it is not cheap. */
  formats: readonly OutFormat[];
  /** The stored format: the answer when no other fits. */
  stored: OutFormat;
  maxInputPixels: number;
}

export type RenderReply =
  { id: number; ok: true; format: OutFormat | 'ready'; body?: Uint8Array } | { id: number; ok: false };

interface PoolOptions {
  /** renders at once (each in its own process) */
  concurrency: number;
  /** renders waiting for a process; more are refused at once */
  maxQueued: number;
  /** how long a render may wait for a process before it is refused */
  maxWaitMs: number;
  /** how long a render may run before its process is killed */
  timeoutMs: number;
  /** an idle process exits after this long */
  idleMs: number;
}

/** The queue is full, or the render waited its maximum: the caller should retry later. */
export class RenderBusy extends Error {}
/** The render passed its time limit; its process was killed. */
export class RenderTimeout extends Error {}
/** The image could not be rendered (or the process died). */
class RenderFailed extends Error {}

const PROCESS_URL = new URL('./render-process.ts', import.meta.url);

interface Slot {
  child: ChildProcess | null;
  idle: NodeJS.Timeout | null;
}

export interface RenderPool {
  render(job: Omit<RenderJob, 'id'>): Promise<{ format: OutFormat; body: Buffer }>;
  /** for tests and the measurement script */
  stats(): { running: number; queued: number; killed: number[]; processes: number[] };
  close(): void;
}

export function createRenderPool(opts: PoolOptions): RenderPool {
  const free: Slot[] = Array.from({ length: opts.concurrency }, () => ({ child: null, idle: null }));
  interface Waiter {
    start: (slot: Slot) => void;
    timer: NodeJS.Timeout;
  }
  const waiting: Waiter[] = [];
  const all = new Set<Slot>(free);
  const killed: number[] = [];
  let nextId = 1;

  const spawn = (): Promise<ChildProcess> =>
    new Promise((resolve, reject) => {
      const child = fork(PROCESS_URL, [], {
        serialization: 'advanced',
        // The server's own loader flags (tsx on older Node), not a debugger's port.
        execArgv: process.execArgv.filter((a) => !a.startsWith('--inspect')),
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      // The renders yield the CPU to the server (best effort: not every system allows it).
      try {
        if (child.pid !== undefined) setPriority(child.pid, 10);
      } catch {
        /* keep the default priority */
      }
      child.unref();
      child.channel?.unref();
      const fail = (): void => reject(new RenderFailed('the render process did not start'));
      child.once('error', fail);
      child.once('exit', fail);
      child.once('message', () => {
        child.off('error', fail);
        child.off('exit', fail);
        resolve(child);
      });
    });

  const stop = (slot: Slot, kill: boolean): void => {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    const child = slot.child;
    slot.child = null;
    if (!child) return;
    if (kill && child.pid !== undefined) killed.push(child.pid);
    child.kill('SIGKILL');
  };

  const release = (slot: Slot): void => {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(slot);
      return;
    }
    free.push(slot);
    if (slot.child) {
      slot.idle = setTimeout(() => stop(slot, false), opts.idleMs);
      slot.idle.unref();
    }
  };

  const run = async (slot: Slot, job: RenderJob): Promise<{ format: OutFormat; body: Buffer }> => {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.child ??= await spawn();
    const child = slot.child;
    return new Promise((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        done();
        stop(slot, true);
        reject(new RenderTimeout(`the render passed ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      const onMessage = (reply: RenderReply): void => {
        if (reply.id !== job.id) return;
        done();
        if (reply.ok && reply.body && reply.format !== 'ready') {
          resolve({
            format: reply.format,
            body: Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength),
          });
        } else reject(new RenderFailed('the image could not be rendered'));
      };
      const onExit = (): void => {
        done();
        slot.child = null;
        reject(new RenderFailed('the render process ended'));
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(job);
    });
  };

  return {
    render(input) {
      const job: RenderJob = { ...input, id: nextId++ };
      const slot = free.pop();
      const go = (s: Slot): Promise<{ format: OutFormat; body: Buffer }> => run(s, job).finally(() => release(s));
      if (slot) return go(slot);
      if (waiting.length >= opts.maxQueued) return Promise.reject(new RenderBusy('the render queue is full'));
      return new Promise((resolve, reject) => {
        const entry: Waiter = {
          start: (s: Slot) => void go(s).then(resolve, reject),
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(entry), 1);
            reject(new RenderBusy(`no render process was free within ${opts.maxWaitMs} ms`));
          }, opts.maxWaitMs),
        };
        waiting.push(entry);
      });
    },
    stats: () => ({
      running: opts.concurrency - free.length,
      queued: waiting.length,
      killed: [...killed],
      processes: [...all].flatMap((s) => (s.child?.pid === undefined ? [] : [s.child.pid])),
    }),
    close() {
      for (const w of waiting.splice(0)) clearTimeout(w.timer);
      for (const s of all) stop(s, false);
    },
  };
}

/** Renders at once by default: one core is left to the server. */
export const defaultConcurrency = (): number => Math.max(1, Math.min(4, availableParallelism() - 1));
