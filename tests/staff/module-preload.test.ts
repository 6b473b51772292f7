// The staff pages' modulepreload links: every module their scripts and islands import statically,
// found through the chunks' own imports (never a dynamic import()), each listed once.
import { describe, expect, it } from 'vitest';
import { staticGraph, withModulePreloads } from '~/integrations/module-preload';

const files: Record<string, string> = {
  '/_astro/page.js': 'import{t as e}from"./first.js";import"./side.js";e();',
  '/_astro/first.js': 'import{a}from"./api.js";export{b}from"./words.js";const x=()=>import(`./lazy.js`);',
  '/_astro/api.js': 'export const a=1;',
  '/_astro/words.js': 'export const b=2;',
  '/_astro/side.js': 'import"./api.js";',
  '/_astro/lazy.js': 'import"./never.js";',
  '/_astro/Island.js': 'import{r}from"./react.js";export default r;',
  '/_astro/react.js': 'export const r=0;',
  '/_astro/client.js': 'import"./react.js";',
};
const read = (path: string): string | null => files[path] ?? null;

describe('module preloads', () => {
  it('follows static imports and re-exports, not import()', () => {
    expect(staticGraph(['/_astro/page.js'], read)).toEqual([
      '/_astro/page.js',
      '/_astro/first.js',
      '/_astro/api.js',
      '/_astro/words.js',
      '/_astro/side.js',
    ]);
  });

  it("lists the islands' graph first, largest module first, then the scripts' graph, once each, before </head>, leaving out the scripts themselves", () => {
    const html =
      '<html><head><script type="module" src="/_astro/page.js"></script></head><body>' +
      '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island></body></html>';
    expect(withModulePreloads(html, read)).toBe(
      '<html><head><script type="module" src="/_astro/page.js"></script>' +
        '<link rel="modulepreload" href="/_astro/Island.js"><link rel="modulepreload" href="/_astro/client.js">' +
        '<link rel="modulepreload" href="/_astro/react.js"><link rel="modulepreload" href="/_astro/first.js">' +
        '<link rel="modulepreload" href="/_astro/api.js"><link rel="modulepreload" href="/_astro/words.js">' +
        '<link rel="modulepreload" href="/_astro/side.js"></head><body>' +
        '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js"></astro-island></body></html>',
    );
  });

  it('changes nothing twice', () => {
    const html = '<head><script type="module" src="/_astro/page.js"></script></head>';
    const once = withModulePreloads(html, read);
    expect(withModulePreloads(once, read)).toBe(once);
  });
});
