// The GitHub Actions workflow (docs/deploying.md), parsed: the project's Node, current major versions of its
// actions, its triggers, one build at a time with one queued, and the incremental production
// build over the previous build restored from the cache.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

const step = z.object({
  name: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  with: z.record(z.string(), z.unknown()).optional(),
  env: z.record(z.string(), z.string()).optional(),
});
const workflow = z.object({
  on: z.record(z.string(), z.unknown()),
  concurrency: z.object({ group: z.string(), 'cancel-in-progress': z.boolean() }),
  jobs: z.record(z.string(), z.object({ steps: z.array(step), needs: z.string().optional() })),
});
const wf = workflow.parse(parse(readFileSync('.github/workflows/rebuild.yml', 'utf8')));
const build = wf.jobs.build?.steps ?? [];
const pkg = z
  .object({ engines: z.object({ node: z.string() }), scripts: z.record(z.string(), z.string()) })
  .parse(JSON.parse(readFileSync('package.json', 'utf8')));

describe('.github/workflows/rebuild.yml', () => {
  it('sets up the Node major the project requires', () => {
    const node = build.find((s) => s.uses?.startsWith('actions/setup-node@'));
    const required = /(\d+)/.exec(pkg.engines.node)?.[1];
    expect(required).toBe('24');
    expect(String(node?.with?.['node-version'])).toBe(required);
  });

  it('uses current major versions of its actions', () => {
    const uses = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.uses).filter(Boolean));
    expect(uses.sort()).toEqual([
      'actions/cache@v5',
      'actions/checkout@v6',
      'actions/deploy-pages@v4',
      'actions/setup-node@v6',
      'actions/upload-pages-artifact@v4',
    ]);
  });

  it('runs on pushes to main, by hand and on the database’s rebuild dispatch', () => {
    expect(wf.on).toEqual({
      push: { branches: ['main'] },
      workflow_dispatch: null,
      repository_dispatch: { types: ['rebuild'] },
    });
  });

  it('builds one at a time and queues the next instead of cancelling', () => {
    expect(wf.concurrency).toEqual({ group: 'rebuild-site', 'cancel-in-progress': false });
  });

  it('restores the previous build of the same source and builds incrementally over it', () => {
    const names = build.map((s) => s.uses ?? s.run ?? '');
    const cache = build.find((s) => s.uses === 'actions/cache@v5');
    expect(cache?.with?.path).toBe('.ci-build/previous');
    expect(String(cache?.with?.key)).toMatch(/^site-build-\$\{\{ hashFiles\('src\/\*\*', 'public\/\*\*', /);
    const run = build.find((s) => s.run?.startsWith('npm run build:ci'));
    expect(run?.run).toBe('npm run build:ci -- --previous .ci-build/previous --out dist');
    expect(pkg.scripts['build:ci']).toBe('tsx scripts/host/ci-build.ts');
    expect(Object.keys(run?.env ?? {})).toEqual([
      'PUBLIC_SUPABASE_URL',
      'PUBLIC_SUPABASE_PUBLISHABLE_KEY',
      'PUBLIC_SITE_URL',
      'PUBLIC_IMAGE_TRANSFORMATION',
      'SUPABASE_SECRET_KEY',
      'HOST_PLAN',
    ]);
    // Restored before the build, kept after it, then published.
    const order = [
      'actions/cache@v5',
      'npm run build:ci',
      'cp -a dist .ci-build/previous',
      'actions/upload-pages-artifact@v4',
    ];
    const at = order.map((o) => names.findIndex((n) => n.includes(o)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('never splices the dispatch payload into a script', () => {
    for (const s of build) expect(s.run ?? '').not.toContain('${{');
  });
});
