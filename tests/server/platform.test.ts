// The project runs on the Node 24 it brings (the `node` dev dependency, first on every npm
// script's PATH), whatever Node the machine has: Vitest here, and what it spawns by name.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('platform', () => {
  it('the test runner runs on Node 24', () => {
    expect(process.versions.node.split('.')[0]).toBe('24');
  });

  it('a child started as `node` is the same Node 24', () => {
    expect(execFileSync('node', ['-p', 'process.versions.node.split(".")[0]'], { encoding: 'utf8' }).trim()).toBe('24');
  });

  it('package.json names Node 24 as the supported line and brings it', () => {
    expect(pkg.engines.node).toBe('>=24.16.0');
    expect(pkg.devDependencies.node).toBe('^24.21.0');
  });
});
