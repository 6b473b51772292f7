// The database engine's queue (scripts/supabase/db/fair-share.ts): client addresses take turns,
// and an address over its engine-time budget waits while others are served. A clock the test
// moves stands in for the engine's time, so nothing here depends on how fast the machine is.
import { describe, expect, it } from 'vitest';
import { EngineShareRefused, createFairQueue, engineCaller } from '../../scripts/supabase/db/fair-share.ts';

/** Work that finishes when the test says so. */
function gate(): { wait: Promise<void>; open(): void } {
  let open = (): void => undefined;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('turns', () => {
  it('serves waiting addresses in turn, not in arrival order', async () => {
    const queue = createFairQueue({ budgetMs: 0, windowMs: 60_000 });
    const order: string[] = [];
    const first = gate();
    const blocker = engineCaller.run({ address: '10.0.0.9', budgeted: true }, () => queue.run(() => first.wait));
    const work = (address: string, name: string): Promise<void> =>
      engineCaller.run({ address, budgeted: true }, () =>
        queue.run(async () => {
          order.push(name);
        }),
      );
    // Arrival order: three from A, then one each from B and C.
    const all = [work('10.0.0.1', 'a1'), work('10.0.0.1', 'a2'), work('10.0.0.1', 'a3')];
    all.push(work('10.0.0.2', 'b1'), work('10.0.0.3', 'c1'));
    expect(queue.waiting()).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    first.open();
    await Promise.all([blocker, ...all]);
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('runs one task at a time', async () => {
    const queue = createFairQueue({ budgetMs: 0, windowMs: 60_000 });
    let inside = 0;
    let most = 0;
    const task = (address: string): Promise<void> =>
      engineCaller.run({ address, budgeted: true }, () =>
        queue.run(async () => {
          most = Math.max(most, ++inside);
          await settle();
          inside--;
        }),
      );
    await Promise.all(['a', 'b', 'c', 'a', 'b'].map(task));
    expect(most).toBe(1);
  });
});

describe('engine-time budget', () => {
  it('refuses an address past its budget, serves the others, then serves it once the window moves', async () => {
    let clock = 0;
    const queue = createFairQueue({ budgetMs: 1000, windowMs: 60_000 }, () => clock);
    const order: string[] = [];
    const run = (address: string, name: string, ms: number, budgeted = true): Promise<void> =>
      engineCaller.run({ address, budgeted }, () =>
        queue.run(async () => {
          order.push(name);
          clock += ms;
        }),
      );
    // Charged from the first millisecond: 50 ms of a 1,000 ms budget.
    await run('10.0.0.1', 'cheap', 50);
    expect(queue.retryAfterMs('10.0.0.1')).toBe(0);
    expect(queue.leftMs('10.0.0.1')).toBe(950);
    // 19 more of them: 1,000 ms in all, the budget spent, until the first is a minute old.
    for (let i = 0; i < 19; i++) await run('10.0.0.1', 'cheap', 50);
    expect(queue.leftMs('10.0.0.1')).toBe(0);
    expect(queue.retryAfterMs('10.0.0.1')).toBe(59_050);
    // Then the first task's 50 ms leave the window, and 50 ms may be spent again.
    clock += 59_050;
    expect(queue.retryAfterMs('10.0.0.1')).toBe(0);
    expect(queue.leftMs('10.0.0.1')).toBe(50);
    // 1,200 ms at once: past the budget until that record is a minute old.
    await run('10.0.0.1', 'slow', 1200);
    expect(queue.retryAfterMs('10.0.0.1')).toBe(60_000);
    expect(queue.leftMs('10.0.0.1')).toBe(0);
    const late = run('10.0.0.1', 'after', 10);
    const other = run('10.0.0.2', 'other', 10);
    // The service role's work is never refused, but waits in its address's line.
    const server = run('10.0.0.1', 'service', 10, false);
    // A request of that address that has not started is refused (none of it runs), not kept waiting.
    await expect(late).rejects.toEqual(new EngineShareRefused(60_000));
    await Promise.all([other, server]);
    expect(order.filter((n) => n !== 'cheap')).toEqual(['slow', 'other', 'service']);
    // A minute later the slow task's charge has left the window, and the address is served again.
    clock += 60_000;
    expect(queue.retryAfterMs('10.0.0.1')).toBe(0);
    await run('10.0.0.1', 'again', 10);
    expect(order.at(-1)).toBe('again');
  });

  it('counts a task that is still running (its caller may already have its answer)', async () => {
    let clock = 0;
    const queue = createFairQueue({ budgetMs: 1000, windowMs: 60_000 }, () => clock);
    const restart = gate();
    const slow = engineCaller.run({ address: '10.0.0.1', budgeted: true }, () => queue.run(() => restart.wait));
    await settle();
    clock += 1200; // the statement failed at 1.2 s; the engine is still restarting
    expect(queue.retryAfterMs('10.0.0.1')).toBe(60_000);
    expect(queue.leftMs('10.0.0.1')).toBe(0);
    expect(queue.retryAfterMs('10.0.0.2')).toBe(0);
    restart.open();
    await slow;
    expect(queue.retryAfterMs('10.0.0.1')).toBe(60_000);
  });

  it('charges nothing with no budget', async () => {
    let clock = 0;
    const queue = createFairQueue({ budgetMs: 0, windowMs: 60_000 }, () => clock);
    await engineCaller.run({ address: '10.0.0.1', budgeted: true }, () =>
      queue.run(async () => {
        clock += 30_000;
      }),
    );
    expect(queue.retryAfterMs('10.0.0.1')).toBe(0);
    expect(queue.leftMs('10.0.0.1')).toBeNull();
  });
});
