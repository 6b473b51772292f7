// Maps a request path onto a file under the served root, refusing anything that could escape it.
// We reject rather than normalise: a legitimate link never contains `..`, NUL or a backslash.
import path from 'node:path';

export type SafePath = { ok: true; segments: string[]; trailingSlash: boolean } | { ok: false; reason: string };

/** Decodes and checks the raw path of a request URL (query already removed). */
export function parseRequestPath(rawPath: string): SafePath {
  if (!rawPath.startsWith('/')) return { ok: false, reason: 'path must start with /' };
  // Backslashes are separators on Windows and never appear in our URLs; check raw and decoded.
  if (rawPath.includes('\\')) return { ok: false, reason: 'backslash' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: 'bad percent-encoding' };
  }
  if (decoded.includes('\0')) return { ok: false, reason: 'NUL byte' };
  if (decoded.includes('\\')) return { ok: false, reason: 'backslash' };
  const parts = decoded.split('/');
  if (parts.some((p) => p === '..' || p === '.')) return { ok: false, reason: 'dot segment' };
  return { ok: true, segments: parts.filter((p) => p.length > 0), trailingSlash: decoded.endsWith('/') };
}

/** Joins segments under root; returns null if the result is not inside root (belt and braces). */
export function resolveUnder(root: string, segments: readonly string[], ...extra: string[]): string | null {
  const absRoot = path.resolve(root);
  const full = path.resolve(absRoot, ...segments, ...extra);
  return full === absRoot || full.startsWith(absRoot + path.sep) ? full : null;
}
