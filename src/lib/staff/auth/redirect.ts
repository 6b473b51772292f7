// Where /auth may send someone after signing in (docs/product.md D13: same-site paths only), so a
// crafted link like /auth?redirect=//evil.example cannot bounce a fresh session off-site.
import { staffPaths } from '~/lib/staff-paths';

/** Where /auth sends someone who came without a (valid) redirect. */
const DEFAULT_AUTH_REDIRECT = staffPaths.manageInventory();

// Control characters (C0, DEL, C1): browsers strip some of them inside URLs, which can turn
// an innocent-looking "/\t/evil.example" into "//evil.example".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** Return `raw` when it is a path on this site, else the default post-login target. */
export function sanitizeRedirect(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_AUTH_REDIRECT;
  if (CONTROL_CHARS.test(raw)) return DEFAULT_AUTH_REDIRECT;
  if (!raw.startsWith('/')) return DEFAULT_AUTH_REDIRECT;
  // "//host" and "/\host" are protocol-relative for browsers (they read "\" as "/").
  if (raw.startsWith('//') || raw.startsWith('/\\')) return DEFAULT_AUTH_REDIRECT;
  // Belt and braces: resolving against a dummy origin must keep that origin.
  try {
    const base = 'http://same.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return DEFAULT_AUTH_REDIRECT;
  } catch {
    return DEFAULT_AUTH_REDIRECT;
  }
  return raw;
}
