// Astro integration (docs/deploying.md): after a full build, prints the output's file count and size, and
// warns, naming the host and its limit, when they pass a static host's published limit. The host
// is the build-time setting HOST_PLAN (one of HOST_PLANS' keys); unset, every host is checked.
// The table with the stock sizes each host carries is docs/deploying.md, "Static hosts' limits".
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { isPartial, readRebuildContract } from '../data/vehicles/server.ts';

export interface HostPlan {
  name: string;
  /** Files per deployment. */
  maxFiles?: number;
  /** Total size of the published site, bytes. */
  maxBytes?: number;
  /** Size of one file, bytes. */
  maxFileBytes?: number;
}

const MiB = 1024 * 1024;
const GB = 1000 * 1000 * 1000;

/** The hosts' published limits (docs/deploying.md cites the pages they come from). */
export const HOST_PLANS = {
  'cloudflare-free': { name: 'Cloudflare Pages Free', maxFiles: 20_000, maxFileBytes: 25 * MiB },
  'cloudflare-paid': { name: 'Cloudflare Pages (paid plans)', maxFiles: 100_000, maxFileBytes: 25 * MiB },
  'github-pages': { name: 'GitHub Pages', maxBytes: 1 * GB },
} as const satisfies Record<string, HostPlan>;
export type HostPlanId = keyof typeof HOST_PLANS;

export interface OutputSize {
  files: number;
  bytes: number;
  largest: { file: string; bytes: number } | null;
}

/** A path inside the output a host publishes: no dot-files or dot-folders but `.well-known`. */
const published = (rel: string): boolean =>
  rel.split('/').every((part) => !part.startsWith('.') || part === '.well-known') &&
  rel !== '_headers' &&
  rel !== '_redirects';

/**
 * Every file the host would publish (host configuration and the build's dot-files aside), with
 * the largest one (ties: the first path in code-point order). It runs once the build is done,
 * with nothing left to overlap, so it uses the synchronous calls: at 10,000 vehicles (31,000
 * files) one recursive listing and the sizes take about 0.6 s, where awaiting each call took 2.4 s.
 */
export function measureOutput(dir: string): OutputSize {
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replaceAll('\\', '/'))
    .filter(published)
    .sort();
  const out: OutputSize = { files: files.length, bytes: 0, largest: null };
  for (const file of files) {
    const { size } = statSync(path.join(dir, file));
    out.bytes += size;
    if (!out.largest || size > out.largest.bytes) out.largest = { file, bytes: size };
  }
  return out;
}

/** Sizes as the hosts state them: a site in GB (GitHub Pages), a file in MiB (Cloudflare Pages). */
const sizeText = (bytes: number): string =>
  bytes >= GB ? `${(bytes / GB).toFixed(2)} GB` : `${(bytes / MiB).toFixed(1)} MiB`;

/** The warnings for `size` against `plans`: one line per limit passed, naming host and limit. */
export function limitWarnings(size: OutputSize, plans: readonly HostPlan[]): string[] {
  const warnings: string[] = [];
  for (const plan of plans) {
    if (plan.maxFiles !== undefined && size.files > plan.maxFiles)
      warnings.push(
        `${size.files.toLocaleString('en-US')} files pass the limit of ${plan.name}: ${plan.maxFiles.toLocaleString('en-US')} files per site`,
      );
    if (plan.maxBytes !== undefined && size.bytes > plan.maxBytes)
      warnings.push(`${sizeText(size.bytes)} passes the limit of ${plan.name}: ${sizeText(plan.maxBytes)} per site`);
    if (plan.maxFileBytes !== undefined && size.largest && size.largest.bytes > plan.maxFileBytes)
      warnings.push(
        `${size.largest.file} (${sizeText(size.largest.bytes)}) passes the limit of ${plan.name}: ${sizeText(plan.maxFileBytes)} per file`,
      );
  }
  return warnings;
}

/** The plans HOST_PLAN names (every plan when unset); an unknown name is an error at build start. */
export function plansFor(setting: string | undefined): HostPlan[] {
  if (!setting) return Object.values(HOST_PLANS);
  if (!(setting in HOST_PLANS))
    throw new Error(`HOST_PLAN must be one of ${Object.keys(HOST_PLANS).join(', ')} (or unset), not "${setting}"`);
  return [HOST_PLANS[setting as HostPlanId]];
}

export function reportHostLimits(size: OutputSize, setting: string | undefined, logger: AstroIntegrationLogger): void {
  logger.info(`output: ${size.files.toLocaleString('en-US')} files, ${sizeText(size.bytes)}`);
  for (const warning of limitWarnings(size, plansFor(setting))) logger.warn(warning);
}

export function hostLimits(): AstroIntegration {
  const setting = process.env.HOST_PLAN || undefined;
  return {
    name: 'mewah-host-limits',
    hooks: {
      'astro:config:setup': () => void plansFor(setting),
      'astro:build:done': async ({ dir, logger }) => {
        // An incremental rebuild renders only the changed pages into a scratch folder: not the site.
        if (isPartial(await readRebuildContract())) return;
        reportHostLimits(measureOutput(fileURLToPath(dir)), setting, logger);
      },
    },
  };
}
