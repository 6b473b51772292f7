// The yardstick for build time: a bare Astro project of N trivial pages, written to a temporary
// folder inside the repository (so it resolves the repository's node_modules/astro) and built in a
// fresh process like the real site. The ratio real/bare cancels out how busy the machine is.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes the bare project for `n` pages under `dir` (emptied first). */
export async function writeBareProject(dir: string, n: number): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(path.join(dir, 'src', 'pages', 'page'), { recursive: true });
  await writeFile(
    path.join(dir, 'astro.config.mjs'),
    "import { defineConfig } from 'astro/config';\nexport default defineConfig({ build: { format: 'directory' }, devToolbar: { enabled: false } });\n",
  );
  await writeFile(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bare-bench', private: true, type: 'module' }),
  );
  await writeFile(
    path.join(dir, 'src', 'pages', 'page', '[n].astro'),
    [
      '---',
      `export const getStaticPaths = () => Array.from({ length: ${n} }, (_, i) => ({ params: { n: String(i + 1) } }));`,
      'const { n } = Astro.params;',
      '---',
      '<html lang="en"><head><meta charset="utf-8" /><title>Page {n}</title></head><body><h1>Page {n}</h1><p>A trivial page.</p></body></html>',
      '',
    ].join('\n'),
  );
}
