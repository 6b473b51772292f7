// POST /__hooks/rebuild and GET /__hooks/status with an injected build command: the secret,
// debouncing, one build at a time, one more build for edits during a build, atomic swap,
// failed builds keeping the last good site, and clean-up of old build folders; the status names
// no file-system path, not even one quoted in a failed build's error.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BuildCommand } from '../../scripts/host/builder/command.ts';
import { Rebuilder, rebuildStatusSchema } from '../../scripts/host/schedule/rebuilder.ts';
import { createSiteServer, listenSite, type RunningSite } from '../../scripts/host/serve/server.ts';
import { raw } from '../support/security-helpers.ts';

const SECRET = 'test-secret-123';
let base: string;
let site: RunningSite;
let rebuilder: Rebuilder;
let buildCalls: number;
let version: number;
/** What the next build does: the default writes a site saying which version it is. */
let nextBuild: BuildCommand;

const writeSite: BuildCommand = async (outDir) => {
  version += 1;
  await writeFile(path.join(outDir, 'index.html'), `<!doctype html><p>version ${version}</p>`);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function hook(headers: Record<string, string> = { 'x-rebuild-secret': SECRET }): Promise<number> {
  const res = await fetch(`${site.url}/__hooks/rebuild`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({
      type: 'UPDATE',
      table: 'vehicles',
      schema: 'public',
      record: {},
      old_record: {},
      records: 1,
    }),
  });
  await res.arrayBuffer();
  return res.status;
}
const home = async (): Promise<string> => (await fetch(`${site.url}/`)).text();
const status = async () => rebuildStatusSchema.parse(await (await fetch(`${site.url}/__hooks/status`)).json());

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'rebuild-test-'));
  await mkdir(path.join(base, 'dist'));
  await writeFile(path.join(base, 'dist', 'index.html'), '<!doctype html><p>version 0</p>');
  buildCalls = 0;
  version = 0;
  nextBuild = writeSite;
  rebuilder = new Rebuilder({
    buildsDir: path.join(base, 'builds'),
    initialRoot: path.join(base, 'dist'),
    debounceMs: 150,
    log: () => undefined,
    build: (outDir) => {
      buildCalls += 1;
      return nextBuild(outDir);
    },
  });
  site = await listenSite(createSiteServer({ rebuilder, secret: SECRET, log: () => undefined }), 0);
});

afterEach(async () => {
  await rebuilder.close();
  await site.close();
  await rm(base, { recursive: true, force: true });
});

describe('rebuild hook', () => {
  it('refuses a request without the shared secret, or with a wrong one', async () => {
    expect(await hook({})).toBe(401);
    expect(await hook({ 'x-rebuild-secret': 'nope' })).toBe(401);
    expect(await hook({ Authorization: 'Bearer nope' })).toBe(401);
    // Nothing scheduled: a refused request never reaches the debounce timer.
    expect(await status()).toMatchObject({ building: false, pending: false, builds: 0 });
    expect(buildCalls).toBe(0);
  });

  it('accepts the secret as a Bearer token too', async () => {
    expect(await hook({ Authorization: `Bearer ${SECRET}` })).toBe(202);
    await rebuilder.idle();
    expect(buildCalls).toBe(1);
  });

  it('coalesces a burst of edits into one build and then serves the new site', async () => {
    expect(await home()).toContain('version 0');
    for (let i = 0; i < 5; i++) expect(await hook()).toBe(202);
    expect((await status()).pending).toBe(true);
    await rebuilder.idle();
    expect(buildCalls).toBe(1);
    expect(await home()).toContain('version 1');
    const s = await status();
    expect(s).toMatchObject({ building: false, pending: false, builds: 1 });
    expect(s.lastBuild?.ok).toBe(true);
    expect(s.lastBuild?.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(s.lastBuild?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(s.lastBuild?.startedAt ?? ''));
    // The folder's name only: status never shows a file-system path.
    expect(await readdir(path.join(base, 'builds'))).toContain(s.root);
  });

  it('runs exactly one more build for edits that arrive during a build, never two at once', async () => {
    let release: () => void = () => undefined;
    let concurrent = 0;
    let maxConcurrent = 0;
    nextBuild = async (outDir) => {
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      if (buildCalls === 1) await new Promise<void>((r) => (release = r));
      await writeSite(outDir);
      concurrent -= 1;
    };
    await hook();
    while (!(await status()).building) await sleep(20);
    for (let i = 0; i < 3; i++) {
      await hook();
      await sleep(60);
    }
    await sleep(300); // the debounce window passes while the first build is still running
    expect((await status()).pending).toBe(true);
    release();
    await rebuilder.idle();
    expect(buildCalls).toBe(2);
    expect(maxConcurrent).toBe(1);
    expect(await home()).toContain('version 2');
  });

  it('keeps serving the last good site when a build fails, and reports why', async () => {
    await hook();
    await rebuilder.idle();
    expect(await home()).toContain('version 1');
    nextBuild = async () => {
      throw new Error('simulated astro failure');
    };
    await hook();
    await rebuilder.idle();
    const s = await status();
    expect(s.lastBuild).toMatchObject({ ok: false, error: 'simulated astro failure' });
    expect(s.builds).toBe(2);
    expect(await home()).toContain('version 1');
    expect(await readdir(path.join(base, 'builds'))).toHaveLength(1); // the failed folder is gone
  });

  it('treats a build that produced no index.html as failed', async () => {
    nextBuild = async () => undefined;
    await hook();
    await rebuilder.idle();
    expect((await status()).lastBuild).toMatchObject({ ok: false, error: 'the build produced no index.html' });
    expect(await home()).toContain('version 0');
  });

  it('cleans up old build folders, keeping the served one and the one before it', async () => {
    for (let i = 0; i < 4; i++) {
      await rebuilder.buildNow();
    }
    const folders = await readdir(path.join(base, 'builds'));
    expect(folders).toHaveLength(2);
    expect(folders).toContain((await status()).root);
    expect(await home()).toContain('version 4');
  });
});

describe('/__hooks/status shows no file-system path', () => {
  it('names the served build by folder only, and scrubs paths from build errors', async () => {
    // A site served first from a folder named 'first'.
    await mkdir(path.join(base, 'first'));
    await writeFile(path.join(base, 'first', 'index.html'), '<!doctype html><p>first</p>');
    const served = new Rebuilder({
      buildsDir: path.join(base, 'builds1'),
      initialRoot: path.join(base, 'first'),
      build: writeSite,
      log: () => undefined,
    });
    const one = await listenSite(createSiteServer({ rebuilder: served, secret: SECRET, log: () => undefined }), 0);
    try {
      const first = await raw(`${one.url}/__hooks/status`);
      expect(JSON.parse(first.text).root).toBe('first');
      await served.buildNow();
      const s = JSON.parse((await raw(`${one.url}/__hooks/status`)).text) as { root: string };
      expect(s.root).toMatch(/^[^/\\]+$/);
      expect((await raw(`${one.url}/__hooks/status`)).text).not.toContain(base);
    } finally {
      await one.close();
      await served.close();
    }
  });

  it('never shows a path quoted in a failed build’s error', async () => {
    const failing = new Rebuilder({
      buildsDir: path.join(base, 'builds2'),
      initialRoot: path.join(base, 'first'),
      build: async () => {
        throw new Error(
          `astro build exited with code 1:\n[vite] failed to load ${base}/src/pages/index.astro (see http://127.0.0.1:9/rest/v1/vehicles)`,
        );
      },
      log: () => undefined,
    });
    const other = await listenSite(createSiteServer({ rebuilder: failing, log: () => undefined }), 0);
    try {
      await failing.buildNow();
      const text = (await raw(`${other.url}/__hooks/status`)).text;
      expect(text).not.toContain(base);
      expect(JSON.parse(text).lastBuild.error).toBe(
        'astro build exited with code 1:\n[vite] failed to load index.astro (see http://127.0.0.1:9/rest/v1/vehicles)',
      );
    } finally {
      await other.close();
      await failing.close();
    }
  });
});
