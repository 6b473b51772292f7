// The build's report against the static hosts' limits (docs/deploying.md): files and size counted as a
// host publishes them, and a warning naming the host and the limit once the output passes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST_PLANS, limitWarnings, measureOutput, plansFor } from '~/integrations/host-limits';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'host-limits-'));
  await mkdir(path.join(dir, 'vehicle', 'a'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), 'x'.repeat(100));
  await writeFile(path.join(dir, 'vehicle', 'a', 'index.html'), 'y'.repeat(50));
  await writeFile(path.join(dir, '_headers'), 'not published');
  await writeFile(path.join(dir, '_redirects'), 'not published');
  await writeFile(path.join(dir, '.mewah-manifest.json'), '{}');
  await mkdir(path.join(dir, '.well-known'));
  await writeFile(path.join(dir, '.well-known', 'security.txt'), 'z'.repeat(20));
  await mkdir(path.join(dir, 'vehicle', '.scratch'));
  await writeFile(path.join(dir, 'vehicle', '.scratch', 'page.html'), 'w'.repeat(500));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('host limits', () => {
  it('counts the files a host publishes and their size: .well-known yes, other dot-folders and host files no', () => {
    expect(measureOutput(dir)).toEqual({ files: 3, bytes: 170, largest: { file: 'index.html', bytes: 100 } });
  });

  it('says nothing under the limits', () => {
    expect(limitWarnings({ files: 20_000, bytes: 1e9, largest: null }, plansFor(undefined))).toEqual([]);
  });

  it('names the host and the limit passed: 10,000 vehicles on Cloudflare Pages Free, 1 GB on GitHub Pages', () => {
    const big = {
      files: 20_848,
      bytes: 1_100_000_000,
      largest: { file: 'inventory-index.json', bytes: 30 * 1024 * 1024 },
    };
    expect(limitWarnings(big, [HOST_PLANS['cloudflare-free']])).toEqual([
      '20,848 files pass the limit of Cloudflare Pages Free: 20,000 files per site',
      'inventory-index.json (30.0 MiB) passes the limit of Cloudflare Pages Free: 25.0 MiB per file',
    ]);
    expect(limitWarnings(big, plansFor('github-pages'))).toEqual([
      '1.10 GB passes the limit of GitHub Pages: 1.00 GB per site',
    ]);
    expect(limitWarnings(big, plansFor('cloudflare-paid'))).toHaveLength(1);
  });

  it('refuses an unknown HOST_PLAN', () => {
    expect(() => plansFor('geocities')).toThrow(
      'HOST_PLAN must be one of cloudflare-free, cloudflare-paid, github-pages (or unset), not "geocities"',
    );
  });
});
