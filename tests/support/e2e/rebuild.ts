// Rebuild-loop helpers: the static server's hook status, the raw built HTML (what a CDN serves,
// before any island fetches live data), and the e2e stack's switch for simulating broken builds.
import { expect, type APIRequestContext } from '@playwright/test';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { breakBuildFlag } from '../../../scripts/host/e2e-paths';
import { rebuildStatusSchema, type RebuildStatus } from '../../../scripts/host/schedule/rebuilder';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4331);

export async function hookStatus(request: APIRequestContext): Promise<RebuildStatus> {
  const res = await request.get('/__hooks/status');
  expect(res.ok()).toBe(true);
  return rebuildStatusSchema.parse(await res.json());
}

/** Waits until no build is running or scheduled (earlier specs' edits trigger builds too). */
export async function waitForIdle(request: APIRequestContext, timeout = 240_000): Promise<RebuildStatus> {
  await expect
    .poll(
      async () => {
        const s = await hookStatus(request);
        return !s.building && !s.pending;
      },
      { timeout, intervals: [500] },
    )
    .toBe(true);
  return hookStatus(request);
}

/** Waits for the build that follows `after` builds to finish, and returns the status then. */
export async function waitForBuild(
  request: APIRequestContext,
  after: number,
  timeout = 120_000,
): Promise<RebuildStatus> {
  await expect
    .poll(
      async () => {
        const s = await hookStatus(request);
        return s.builds > after && !s.building;
      },
      { timeout, intervals: [250] },
    )
    .toBe(true);
  return hookStatus(request);
}

/** The HTML as served for `urlPath`, no JavaScript run. */
export async function servedHtml(
  request: APIRequestContext,
  urlPath: string,
): Promise<{ status: number; html: string }> {
  const res = await request.get(urlPath, { headers: { 'Cache-Control': 'no-cache' } });
  return { status: res.status(), html: await res.text() };
}

/** While on, every build of the e2e stack fails for real (see scripts/e2e-stack.ts). */
export async function breakBuilds(on: boolean): Promise<void> {
  const flag = breakBuildFlag(SITE_PORT);
  if (on) {
    await mkdir(path.dirname(flag), { recursive: true });
    await writeFile(flag, 'simulated broken build\n');
  } else {
    await rm(flag, { force: true });
  }
}
