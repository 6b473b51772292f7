// The site server: static files from the current build root (swapped in memory by the
// rebuilder), unknown /vehicle/{id} answered by the live vehicle page (404 when the car is not
// public), 404.html for the rest.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { handleHook } from '../hook/hooks.ts';
import { parseRequestPath, resolveUnder } from './paths.ts';
import type { Rebuilder } from '../schedule/rebuilder.ts';
import { CspReports } from './csp-reports.ts';
import { CSP_REPORT_PATH, pageSecurityHeaders } from '~/integrations/security-headers';
import { sendFile, type PageHeaders } from './send-file.ts';
import { paths, splitLang, type Lang } from '~/lib/paths';
import { isVehicleId } from '~/lib/vehicle';
import type { RestSource } from '~/data/vehicles';

export interface SiteServerOptions {
  /** The folder to serve when there is no rebuilder (its root wins otherwise). */
  root?: string;
  rebuilder?: Rebuilder;
  /** Shared secret for POST /__hooks/rebuild; without one the hook refuses everything. */
  secret?: string;
  log?: (line: string) => void;
  /** Collect CSP violation reports at /__csp-report (GET lists them, DELETE clears); for tests. */
  cspReports?: CspReports;
  /**
   * Whether a vehicle id not in the build is public now (true), gone or never there (false), or
   * unknown (null: the API did not answer). The live page answers 404 for false. Without it every
   * well-formed id gets the live page with 200, as on a host's rewrite.
   */
  vehicleIsPublic?: (id: string) => Promise<boolean | null>;
}

/**
 * Asks the API (anon key, so drafts and deleted cars count as gone) whether a vehicle is public;
 * null when it does not answer within 3 s or fails, so a slow API never turns a car into a 404.
 */
export const vehicleIsPublicVia =
  (src: RestSource) =>
  async (id: string): Promise<boolean | null> => {
    try {
      const params = new URLSearchParams({ select: 'id', id: `eq.${id}`, limit: '1' });
      const res = await fetch(`${src.url.replace(/\/+$/, '')}/rest/v1/vehicles?${params}`, {
        headers: { apikey: src.anonKey, Authorization: `Bearer ${src.anonKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      });
      if (!res.ok) return null;
      const body: unknown = await res.json();
      return Array.isArray(body) && body.length > 0;
    } catch {
      return null;
    }
  };

/** A vehicle page not in the build (added after it) is rendered from live data by this page. */
const livePage = (lang: Lang): string[] => [...paths.vehicleLivePage(lang).split('/').filter(Boolean), 'index.html'];
/** The Malay site answers its own paths with its own 404 page (src/pages/ms/404.astro, built as ms/404/index.html). */
const notFoundPage = (lang: Lang): string[] =>
  lang === 'ms' ? [...paths.home('ms').split('/').filter(Boolean), '404', 'index.html'] : ['404.html'];
/** Host configuration in the root, never content (as on Netlify). */
const NOT_SERVED = new Set(['_redirects', '_headers']);

/**
 * Whether a path is never served: host configuration, and every dot-file or dot-folder (the
 * build's bookkeeping, .mewah-build.json and .mewah-manifest.json, and whatever a later one
 * adds), except the public .well-known folder.
 */
export function isHidden(segments: readonly string[]): boolean {
  if (segments.length === 1 && NOT_SERVED.has(segments[0] ?? '')) return true;
  return segments.some((s, i) => s.startsWith('.') && !(i === 0 && s === '.well-known'));
}

async function isFileInside(root: string, file: string | null): Promise<boolean> {
  if (!file) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  // Symlinks must not lead outside the root either.
  const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
  return realFile.startsWith(realRoot + path.sep);
}

async function findFile(root: string, segments: string[], trailingSlash: boolean): Promise<string | null> {
  const candidates =
    trailingSlash || segments.length === 0
      ? [resolveUnder(root, segments, 'index.html')]
      : [
          resolveUnder(root, segments),
          resolveUnder(root, segments, 'index.html'),
          resolveUnder(root, [...segments.slice(0, -1), `${segments.at(-1)}.html`]),
        ];
  for (const file of candidates) if (await isFileInside(root, file)) return file;
  return null;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  opts: SiteServerOptions,
  log: (l: string) => void,
  pageHeaders: PageHeaders,
): Promise<void> {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  if (rawPath === CSP_REPORT_PATH && opts.cspReports) return opts.cspReports.handle(req, res);
  if (rawPath.startsWith('/__hooks/')) {
    if (await handleHook(req, res, rawPath, opts.rebuilder ?? null, opts.secret ?? null, log)) return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed');
    return;
  }
  const parsed = parseRequestPath(rawPath);
  if (!parsed.ok) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request');
    return;
  }
  const root = opts.rebuilder?.root ?? path.resolve(opts.root ?? 'dist');
  const hidden = isHidden(parsed.segments);
  const file = hidden ? null : await findFile(root, parsed.segments, parsed.trailingSlash);
  if (file) return sendFile(req, res, file, rawPath, 200, pageHeaders);
  const { lang } = splitLang(rawPath);
  const vehicleId = paths.vehicleIdIn(rawPath);
  if (vehicleId !== null) {
    // A Malay path gets the Malay live page when the build has one. It shows a car added since the
    // build; for an id that is no car (or no longer public) it says 'Vehicle not found', with 404.
    const localized = lang === 'ms' ? resolveUnder(root, livePage('ms')) : null;
    const live = (await isFileInside(root, localized)) ? localized : resolveUnder(root, livePage('en'));
    if (await isFileInside(root, live)) {
      const exists = !isVehicleId(vehicleId)
        ? false
        : opts.vehicleIsPublic
          ? await opts.vehicleIsPublic(vehicleId)
          : null;
      return sendFile(req, res, live as string, rawPath, exists === false ? 404 : 200, pageHeaders);
    }
  }
  const localized404 = resolveUnder(root, notFoundPage(lang));
  const notFound = (await isFileInside(root, localized404)) ? localized404 : resolveUnder(root, ['404.html']);
  if (await isFileInside(root, notFound)) return sendFile(req, res, notFound as string, rawPath, 404, pageHeaders);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
}

export function createSiteServer(opts: SiteServerOptions): Server {
  const log = opts.log ?? ((line: string) => console.log(`[site] ${line}`));
  const reportUri = opts.cspReports ? CSP_REPORT_PATH : undefined;
  const pageHeaders: PageHeaders = (html) => pageSecurityHeaders(html, reportUri);
  return createServer((req, res) => {
    handle(req, res, opts, log, pageHeaders).catch((err: unknown) => {
      log(`error serving ${req.url}: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
}

export interface RunningSite {
  server: Server;
  port: number;
  url: string;
  close(): Promise<void>;
}

/** Listens on host:port (0 = a free port) and resolves once accepting connections. */
export async function listenSite(server: Server, port: number, host = '127.0.0.1'): Promise<RunningSite> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    server,
    port: actual,
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
