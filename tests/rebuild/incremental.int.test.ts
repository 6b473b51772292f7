// Incremental rebuilds with the real `astro build`: after 40 more vehicles (three static inventory
// pages), a price edit, a soft delete and a new vehicle, then a price edit on the last inventory
// page, the incremental result must equal a full build of the same data, file by file (only the
// build stamp differs), and each build must have rendered only the affected vehicle and inventory pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { insertSynthetic, syntheticVehicleRows } from '../../scripts/bench/synthetic.ts';
import { freePort } from '../../scripts/host/ports.ts';
import { signedInStaff } from '../../scripts/bench/staff-client.ts';
import { startStack, type RunningStack } from '../../scripts/host/stack.ts';
import { STAMP_FILE } from '../../scripts/host/plan/stamp.ts';
import { metaPolicyOf } from '~/integrations/security-headers';
import { anInsert } from '../support/vehicle.ts';
import { withoutEngineBudget } from '../../scripts/supabase/server.ts';

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

/** Waits until `ready` holds and no build is running, then for the rebuilder to settle. */
async function served(ready: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (!((await ready()) && !stack.rebuilder.status().building)) {
    if (Date.now() > until) throw new Error(`${what} never reached the served site`);
    await new Promise((r) => setTimeout(r, 200));
  }
  await stack.rebuilder.idle();
}
const page = async (p: string): Promise<{ ok: boolean; text: string }> => {
  const res = await fetch(`${stack.site.url}${p}`);
  return { ok: res.ok, text: await res.text() };
};

const BMW_330E = '5eed0000-0000-4000-8000-000000000001';
const BMW_X5 = '5eed0000-0000-4000-8000-000000000002';

beforeAll(async () => {
  stack = await startStack({
    sitePort: await freePort(),
    apiPort: 0,
    // The builds and this file's reads all come from 127.0.0.1: no per-address engine budget.
    supabase: { memory: true, quiet: true, configOverrides: withoutEngineBudget },
    buildsDir,
    debounceMs: 300,
    log: () => undefined,
  });
  staff = await signedInStaff(stack.api.url, stack.api.publishableKey, 'incremental');
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await rm(buildsDir, { recursive: true, force: true });
});

describe('incremental rebuild', () => {
  it('renders only the affected pages and equals a full build of the same data', async () => {
    expect(stack.lastPlan()).toMatchObject({
      kind: 'full',
      reason: 'the served build has no manifest',
      rendered: 20,
      inventoryRendered: 0,
    });
    const first = stack.rebuilder.status().builds;

    // 40 more vehicles, older than the seed's: 60 listed make /inventory, /inventory/2 and /inventory/3.
    const synthetic = syntheticVehicleRows(40);
    await insertSynthetic(stack.api.url, stack.api.secretKey, 40);
    await served(async () => (await page('/inventory/3/')).ok, 'the third inventory page');
    // Every page: the 40 new ones, and the seed's 20 whose similar lists now show closer-priced newcomers.
    expect(stack.lastPlan()).toMatchObject({ kind: 'incremental', rendered: 60, removed: 0, inventoryRendered: 2 });

    // A price edit that moves the 330e among the sedans, a soft delete, and a new vehicle.
    expect((await staff.from('vehicles').update({ price: 99888 }).eq('id', BMW_330E)).error).toBeNull();
    expect(
      (await staff.from('vehicles').update({ deleted_at: new Date().toISOString() }).eq('id', BMW_X5)).error,
    ).toBeNull();
    const inserted = await staff
      .from('vehicles')
      .insert(
        anInsert({
          make: 'Volvo',
          model: 'XC90 Recharge',
          price: 329000,
          mileage: 30000,
          fuel_type: 'Hybrid',
          body_type: 'SUV',
          color: 'Crystal White',
          features: ['Bowers & Wilkins audio'],
          images: [],
          vehicle_details: { exterior: [], interior: [], drivetrain: [] },
        }),
      )
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const newId = (inserted.data as { id: string }).id;

    await served(async () => {
      const added = await page(`/vehicle/${newId}/`);
      return (
        added.ok &&
        added.text.includes('XC90 Recharge') &&
        (await page(`/vehicle/${BMW_330E}/`)).text.includes('MYR 99,888')
      );
    }, 'the edits');
    const plan = stack.lastPlan();
    // One car added in front and one gone from the first page: /inventory/2 and /3 show the same cards.
    expect(plan).toMatchObject({ kind: 'incremental', removed: 1, inventoryRendered: 0 });
    // The two edited vehicles' neighbours at most: far fewer than the 60 pages.
    expect(plan?.rendered).toBeGreaterThanOrEqual(2);
    expect(plan?.rendered).toBeLessThan(20);
    expect(stack.rebuilder.status().builds).toBeGreaterThan(first);
    // The deleted vehicle's prebuilt page is gone (the server falls back to the live shell).
    const gone = (await page(`/vehicle/${BMW_X5}/`)).text;
    expect(gone).toContain('data-vehicle-live');
    expect(gone).not.toContain(`data-id="${BMW_X5}"`);

    // A price edit of the oldest vehicle, the last card of /inventory/3: that page alone is rendered again.
    const oldest = [...synthetic].sort((x, y) => String(x.created_at).localeCompare(String(y.created_at)))[0];
    const oldestId = String(oldest?.id);
    expect((await staff.from('vehicles').update({ price: 123457 }).eq('id', oldestId)).error).toBeNull();
    await served(async () => (await page('/inventory/3/')).text.includes('MYR 123,457'), 'the price on /inventory/3');
    expect(stack.lastPlan()).toMatchObject({ kind: 'incremental', removed: 0, inventoryRendered: 1 });
    expect((await page('/ms/inventory/3/')).text).toContain('MYR 123,457');
    const incrementalRoot = stack.rebuilder.root;

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

    // Astro's CSP: every inline script a written page would execute has its hash in that page's own
    // <meta> policy (hashes computed here, independently of Astro).
    const unhashed: string[] = [];
    let inlineScripts = 0;
    for (const f of b.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(path.join(fullRoot, f), 'utf8');
      const policy = metaPolicyOf(html) ?? '';
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attrs = '', body = ''] = m;
        // A data block (JSON-LD, the inventory's later cards) is never executed.
        if (attrs.includes('src=') || /type="application\/(?:ld\+)?json"/.test(attrs)) continue;
        inlineScripts += 1;
        const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
        if (!policy.includes(hash)) unhashed.push(`${f}: ${body.slice(0, 60)}`);
      }
    }
    expect(inlineScripts).toBeGreaterThanOrEqual(20);
    expect(unhashed).toEqual([]);
    expect(await readFile(path.join(fullRoot, '_headers'), 'utf8')).toContain(
      "  Content-Security-Policy: frame-ancestors 'none'\n",
    );
  }, 400_000);
});
