// Astro's island runtime and directives, inline on a public page, become files the page loads
// with its other scripts after its first paint (src/integrations/island-scripts.ts).
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AstroIntegration } from 'astro';
import { islandScriptFile, islandScripts, withIslandScriptsAsFiles } from '../../src/integrations/island-scripts';
import { withScriptsAfterFirstPaint } from '../../src/lib/after-first-paint';

const runtime = '(()=>{class f extends HTMLElement{}customElements.define("astro-island",f)})();';
const directive = '(()=>{var A=()=>{};(self.Astro||(self.Astro={})).interaction=A;})();';
const other = 'window.__x=1;';
const page = `<html><head></head><body><h1>Cars</h1><script>${directive}</script><script>${runtime}</script>
<astro-island client="interaction"></astro-island><script>${other}</script>
<script type="module" src="/_astro/tray.js"></script></body></html>`;

describe("Astro's island scripts as files", () => {
  it('replaces the runtime and each directive by a module script named by its content, and leaves other scripts', () => {
    const out = withIslandScriptsAsFiles(page);
    expect(islandScriptFile(runtime)).toMatch(/^island\.[A-Za-z0-9_-]{12}\.js$/);
    expect(out).toContain(`<script type="module" src="/_astro/${islandScriptFile(directive)}"></script>`);
    expect(out).toContain(`<script type="module" src="/_astro/${islandScriptFile(runtime)}"></script>`);
    expect(out).not.toContain('customElements.define');
    expect(out).toContain(`<script>${other}</script>`);
  });

  it('the page then lists them on its loader before its own scripts, in document order', () => {
    const out = withScriptsAfterFirstPaint(withIslandScriptsAsFiles(page));
    expect(out).toContain(
      `data-after-paint="/_astro/${islandScriptFile(directive)} /_astro/${islandScriptFile(runtime)} /_astro/tray.js"`,
    );
  });

  it('the build writes each file once, with the text the page held', async () => {
    withIslandScriptsAsFiles(page);
    withIslandScriptsAsFiles(page);
    const dir = await mkdtemp(path.join(tmpdir(), 'island-scripts-'));
    const done = islandScripts().hooks['astro:build:done'] as NonNullable<AstroIntegration['hooks']['astro:build:done']>;
    await done({ dir: pathToFileURL(`${dir}/`) } as Parameters<typeof done>[0]);
    const files = (await readdir(path.join(dir, '_astro'))).sort();
    expect(files).toEqual([islandScriptFile(directive), islandScriptFile(runtime)].sort());
    expect(await readFile(path.join(dir, '_astro', islandScriptFile(runtime)), 'utf8')).toBe(runtime);
  });
});
