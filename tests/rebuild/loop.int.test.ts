// The whole loop in one process, with a stand-in for `astro build` that renders prices from the
// live REST API: staff edits -> trigger -> pg_net -> POST /__hooks/rebuild -> one build -> swap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { freePort } from '../../scripts/host/ports.ts';
import { signedInStaff } from '../../scripts/bench/staff-client.ts';
import { startStack, type RunningStack } from '../../scripts/host/stack.ts';
import type { AstroBuildEnv } from '../../scripts/host/builder/astro-build.ts';
import { withoutEngineBudget } from '../../scripts/supabase/server.ts';

const buildsDir = path.resolve('.test-data', `rebuild-loop-${process.pid}`);
let stack: RunningStack;
let staff: SupabaseClient;
let buildCalls = 0;

/** Renders one line per vehicle, read through the anon REST API like the real loader. */
const fakeAstroBuild = (env: AstroBuildEnv) => async (outDir: string) => {
  buildCalls += 1;
  const res = await fetch(`${env.supabaseUrl}/rest/v1/vehicles?select=id,price&deleted_at=is.null&order=id`, {
    headers: { apikey: env.anonKey },
  });
  const rows = (await res.json()) as Array<{ id: string; price: number }>;
  await writeFile(path.join(outDir, 'index.html'), rows.map((r) => `<p>${r.id} ${Number(r.price)}</p>`).join('\n'));
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  stack = await startStack({
    sitePort: await freePort(),
    apiPort: 0,
    // The builds and this file's reads all come from 127.0.0.1: no per-address engine budget.
    supabase: { memory: true, quiet: true, configOverrides: withoutEngineBudget },
    buildsDir,
    debounceMs: 1000, // generous: five REST calls on a loaded machine must fit in one window
    makeBuild: fakeAstroBuild,
    log: () => undefined,
  });
  staff = await signedInStaff(stack.api.url, stack.api.publishableKey, 'loop');
});

afterAll(async () => {
  await stack?.stop();
  await rm(buildsDir, { recursive: true, force: true });
});

describe('rebuild loop', () => {
  it('registers the hook in the database and serves the first build', async () => {
    const { rows } = await stack.api.ctx.asAdmin((tx) =>
      tx.query<{ url: string; secret: string }>('select url, secret from private.rebuild_hook'),
    );
    expect(rows).toEqual([{ url: stack.hookUrl, secret: stack.secret }]);
    expect(buildCalls).toBe(1);
    expect(await (await fetch(`${stack.site.url}/`)).text()).toContain('5eed0000-0000-4000-8000-000000000001');
  });

  it('turns a burst of separate edits into one build that shows the last of them', async () => {
    const before = buildCalls;
    const id = '5eed0000-0000-4000-8000-000000000002';
    for (let i = 1; i <= 5; i++) {
      const { error } = await staff
        .from('vehicles')
        .update({ price: 400000 + i })
        .eq('id', id);
      expect(error).toBeNull();
    }
    const until = Date.now() + 15_000;
    while (!(await (await fetch(`${stack.site.url}/`)).text()).includes(`${id} 400005`)) {
      if (Date.now() > until) throw new Error('the edit never reached the served site');
      await sleep(100);
    }
    // Every webhook the edits queued has been delivered (so scheduled), and every scheduled build has run.
    await stack.api.pgNet.drain();
    await stack.rebuilder.idle();
    expect(buildCalls - before).toBe(1);
    const status = (await (await fetch(`${stack.site.url}/__hooks/status`)).json()) as {
      builds: number;
      lastBuild: { ok: boolean };
    };
    expect(status.lastBuild.ok).toBe(true);
    expect(status.builds).toBe(2);
  });
});
