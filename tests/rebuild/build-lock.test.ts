// scripts/host/schedule/build-lock.ts: one Astro build at a time on the machine, across the e2e
// stacks and the bench.
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from '../../scripts/host/schedule/build-lock.ts';

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

describe('the build lock', () => {
  it('lets one holder in at a time, every waiter in turn, and leaves nothing behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'build-lock-'));
    const lockDir = path.join(dir, 'build.lock');
    let inside = 0;
    let most = 0;
    const order: number[] = [];
    // Waiters that arrive while the lock changes hands: the moment a waiter could once find the
    // new owner's folder still without its pid, take it for abandoned and remove it.
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        withBuildLock(
          async () => {
            inside += 1;
            most = Math.max(most, inside);
            await pause(30);
            order.push(i);
            inside -= 1;
            return i * 10;
          },
          undefined,
          lockDir,
        ),
      ),
    );
    expect(results).toEqual([0, 10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(1);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over a lock whose owner has died', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'build-lock-'));
    const lockDir = path.join(dir, 'build.lock');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await mkdir(lockDir);
    await writeFile(path.join(lockDir, 'pid'), String(dead));
    const waitedFor: (number | null)[] = [];
    const begin = Date.now();
    const got = await withBuildLock(
      async () => 'built',
      (owner) => waitedFor.push(owner),
      lockDir,
    );
    expect(got).toBe('built');
    expect(waitedFor).toEqual([dead]);
    expect(Date.now() - begin).toBeLessThan(5000);
    expect(await readdir(dir)).toEqual([]);
  });

  it('gives the lock back when the build fails', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'build-lock-'));
    const lockDir = path.join(dir, 'build.lock');
    await expect(
      withBuildLock(
        async () => {
          throw new Error('astro build failed');
        },
        undefined,
        lockDir,
      ),
    ).rejects.toThrow('astro build failed');
    expect(await withBuildLock(async () => 'next', undefined, lockDir)).toBe('next');
    expect(await readdir(dir)).toEqual([]);
  });
});
