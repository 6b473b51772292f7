// Incremental rebuilds with the real `astro build`: after a price edit, a soft delete and a new
// vehicle, the incremental result must equal a full build of the same data, file by file (only
// the build stamp differs), and must have rendered only the affected vehicle pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { freePort } from '../../scripts/rebuild/ports.ts';
import { signedInStaff } from '../../scripts/rebuild/staff-client.ts';
import { startStack, type RunningStack } from '../../scripts/rebuild/stack.ts';
import { STAMP_FILE } from '../../scripts/rebuild/stamp.ts';

const buildsDir = path.resolve('.test-data', `rebuild-incremental-${process.pid}`);
let stack: RunningStack;
let staff: SupabaseClient;

async function files(root: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(path.join(root, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await files(root, child)));
    else out.push(child);
  }
  return out.sort();
}

const BMW_330E = '5eed0000-0000-4000-8000-000000000001';
const BMW_X5 = '5eed0000-0000-4000-8000-000000000002';

beforeAll(async () => {
  stack = await startStack({
    sitePort: await freePort(),
    apiPort: 0,
    supabase: { memory: true, quiet: true },
    buildsDir,
    debounceMs: 300,
    log: () => undefined,
  });
  staff = await signedInStaff(stack.api.url, stack.api.anonKey, 'incremental');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await rm(buildsDir, { recursive: true, force: true });
});

describe('incremental rebuild', () => {
  it('renders only the affected pages and equals a full build of the same data', async () => {
    expect(stack.lastPlan()).toMatchObject({ kind: 'full', reason: 'the served build has no manifest', rendered: 20 });
    const first = stack.rebuilder.status().builds;

    // A price edit that moves the 330e among the sedans, a soft delete, and a new vehicle.
    expect((await staff.from('vehicles').update({ price: 99888 }).eq('id', BMW_330E)).error).toBeNull();
    expect(
      (await staff.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', BMW_X5)).error,
    ).toBeNull();
    const inserted = await staff
      .from('vehicles')
      .insert({
        make: 'Volvo',
        model: 'XC90 Recharge',
        year: 2022,
        price: 329000,
        mileage: 30000,
        fuel_type: 'Hybrid',
        transmission: 'Automatic',
        condition: 'Excellent',
        body_type: 'SUV',
        color: 'Crystal White',
        features: ['Bowers & Wilkins audio'],
        images: [],
        vehicle_details: { exterior: [], interior: [], drivetrain: [] },
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const newId = (inserted.data as { id: string }).id;

    const until = Date.now() + 120_000;
    for (;;) {
      const res = await fetch(`${stack.site.url}/vehicle/${newId}/`);
      const page = await (await fetch(`${stack.site.url}/vehicle/${BMW_330E}/`)).text();
      if (
        res.ok &&
        (await res.text()).includes('XC90 Recharge') &&
        page.includes('MYR 99,888') &&
        !(await stack.rebuilder.status()).building
      )
        break;
      if (Date.now() > until) throw new Error('the edits never reached the served site');
      await new Promise((r) => setTimeout(r, 200));
    }
    await stack.rebuilder.idle();
    const plan = stack.lastPlan();
    expect(plan).toMatchObject({ kind: 'incremental', removed: 1 });
    // The two edited vehicles' neighbours at most: far fewer than the 20 pages.
    expect(plan?.rendered).toBeGreaterThanOrEqual(2);
    expect(plan?.rendered).toBeLessThan(15);
    expect(stack.rebuilder.status().builds).toBeGreaterThan(first);
    const incrementalRoot = stack.rebuilder.root;
    // The deleted vehicle's prebuilt page is gone (the server falls back to the live shell).
    expect(await (await fetch(`${stack.site.url}/vehicle/${BMW_X5}/`)).text()).not.toContain('data-vehicle-page');

    const full = await stack.rebuilder.buildNow({ full: true });
    expect(full.ok).toBe(true);
    expect(stack.lastPlan()?.kind).toBe('full');
    const fullRoot = stack.rebuilder.root;
    expect(fullRoot).not.toBe(incrementalRoot);

    const a = (await files(incrementalRoot)).filter((f) => f !== STAMP_FILE);
    const b = (await files(fullRoot)).filter((f) => f !== STAMP_FILE);
    expect(a).toEqual(b);
    expect(a).toContain(`vehicle/${newId}/index.html`);
    expect(a).not.toContain(`vehicle/${BMW_X5}/index.html`);
    const differing: string[] = [];
    for (const f of a) {
      const [x, y] = await Promise.all([readFile(path.join(incrementalRoot, f)), readFile(path.join(fullRoot, f))]);
      if (!x.equals(y)) differing.push(f);
    }
    expect(differing).toEqual([]);
  }, 400_000);
});
