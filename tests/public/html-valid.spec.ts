// Every page of the build is valid HTML by the W3C Nu HTML checker (vnu-jar from npm, on Java:
// scripts/ensure-java.ts installs Debian's headless JRE when it is missing). Browsers repair stray
// markup (a <script> after </html>, a <style> that is not first in its parent); validators
// and some crawlers do not.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_SITE_PORT } from '../../playwright.config';
import { e2eDir } from '../../scripts/host/e2e-paths';
import { ensureJava } from '../../scripts/ensure-java';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no error on any built page', async ({ request }) => {
  test.setTimeout(300_000); // installing Java on a fresh machine, then one JVM over every page
  const java = ensureJava();
  // The build the stack serves now (its folder under .test-data/e2e-<port>/builds).
  const status = (await (await request.get('/__hooks/status')).json()) as { root: string };
  const root = path.join(e2eDir(E2E_SITE_PORT), 'builds', status.root);
  const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
  // Both languages' pages, the staff pages and the 404s are all there.
  for (const page of [
    'index.html',
    'inventory/index.html',
    'saved/index.html',
    'compare/index.html',
    'sell/index.html',
    'auth/index.html',
    'manage-inventory/index.html',
    'vehicle-live/index.html',
    '404.html',
    'ms/index.html',
    'ms/inventory/index.html',
    'ms/saved/index.html',
    'ms/compare/index.html',
  ])
    expect(pages).toContain(page);
  expect(pages.filter((p) => /^(ms\/)?vehicle\/[^/]+\/index\.html$/.test(p)).length).toBeGreaterThanOrEqual(40);

  const run = spawnSync(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...pages], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((m) => m.type === 'error' || m.subType === 'fatal')
    .map((m) => `${path.relative(root, new URL(m.url).pathname)}: ${m.message}`);
  expect(errors).toEqual([]);
  expect(run.status).toBe(0);
});

