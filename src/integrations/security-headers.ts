// The site's security headers and its Content-Security-Policy, in one place.
//
// The policy is Astro's (`security.csp` in astro.config.mjs): Astro writes it into every page as a
// <meta http-equiv="content-security-policy"> element, with the hash of every script it emits on
// that page (island runtime, hoisted and inline scripts). This module gives Astro the directives
// besides script-src and style-src, and builds the headers:
// - the static server sends each page's own policy again as a header, adding what a <meta> policy
//   cannot hold (frame-ancestors, and report-uri when it collects violation reports in tests);
// - dist/_headers (Netlify, Cloudflare Pages) sends the header-only directives and the other headers
//   for every path; the page's <meta> policy does the rest.

import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { AFTER_PAINT_LOADER } from '../lib/after-first-paint.ts';
import { cacheRulesHeaders } from './cache-rules.ts';

/** Where CSP violation reports go when the static server collects them (tests). */
export const CSP_REPORT_PATH = '/__csp-report';

/** The headers that do not depend on the page. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The site uses none of these; the Web Share API (share button) stays allowed.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  // For browsers without CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** Directives a <meta> policy cannot carry (browsers ignore them there), sent as a header only. */
export const HEADER_ONLY_DIRECTIVES: readonly string[] = ["frame-ancestors 'none'"];

/** An origin from a URL, or the value unchanged when it does not parse. */
const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

type AstroDirective =
  `${'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'object-src' | 'base-uri' | 'form-action' | 'manifest-src' | 'worker-src'} ${string}`;

/** The directives besides script-src and style-src, for the Supabase API at `supabaseUrl`. */
export function cspDirectives(supabaseUrl: string): AstroDirective[] {
  const api = originOf(supabaseUrl);
  return [
    "default-src 'self'",
    // blob: for the staff form's photo previews, data: for inline SVG backgrounds.
    `img-src 'self' data: blob: ${api}`,
    "font-src 'self'",
    `connect-src 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
}

/**
 * Astro's `security.csp` setting. Scripts: 'self' and the hashes Astro computes per page, so
 * injected markup can never run script. Styles allow inline: Radix's scroll lock (the demo notice
 * and the staff dialogs) and Sonner's toasts insert <style> elements at run time whose text depends
 * on the browser (scrollbar width), which no build-time hash can cover; a style cannot run script.
 * With 'unsafe-inline' listed, Astro emits no style hashes (browsers would ignore it beside them).
 */
export function astroCsp(supabaseUrl: string) {
  return {
    algorithm: 'SHA-256' as const,
    directives: cspDirectives(supabaseUrl),
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    // The public pages' one inline script Astro does not write itself: it loads their scripts after
    // the first paint (src/middleware.ts).
    scriptDirective: { hashes: [scriptHash(AFTER_PAINT_LOADER)] },
  };
}

/** A CSP source for an inline script whose text is `source`. */
export const scriptHash = (source: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;

interface HtmlNode {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}

const childrenOf = (node: HtmlNode | undefined): HtmlNode[] => node?.childNodes ?? [];

/** Parsed policies by page text: the static server asks once per request, pages change per build. */
const policyCache = new Map<string, string | null>();
const POLICY_CACHE_SIZE = 256;

/**
 * The policy in `html`'s <meta http-equiv="content-security-policy"> element (the first in <head>,
 * where browsers honour it; Astro writes it there), or null when the page has none. The page is
 * parsed as a browser parses it (parse5), so text that merely looks like such an element (in a
 * script, a comment or an attribute value, where a stored vehicle field could put it) never counts.
 */
export function metaPolicyOf(html: string): string | null {
  const cached = policyCache.get(html);
  if (cached !== undefined) return cached;
  const doc = parse(html) as unknown as HtmlNode;
  const htmlEl = childrenOf(doc).find((n) => n.nodeName === 'html');
  const head = childrenOf(htmlEl).find((n) => n.nodeName === 'head');
  const meta = childrenOf(head).find(
    (n) =>
      n.nodeName === 'meta' &&
      n.attrs?.some((a) => a.name === 'http-equiv' && a.value.toLowerCase() === 'content-security-policy'),
  );
  const content = meta?.attrs?.find((a) => a.name === 'content')?.value;
  const policy =
    content === undefined
      ? null
      : content
          .split(';')
          .map((directive) => directive.trim())
          .filter(Boolean)
          .join('; ');
  if (policyCache.size >= POLICY_CACHE_SIZE) policyCache.delete(policyCache.keys().next().value as string);
  policyCache.set(html, policy);
  return policy;
}

/** An inline script's text: a <script> element without src whose type runs (not a JSON data block). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
/** The page's policy element as Astro writes it (first in <head>). */
const META_POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;

/**
 * The page with only its own inline scripts' hashes left in its policy. Astro lists the hash of
 * every inline script of the whole site on every page (12 on the demo, each 52 characters that do
 * not compress: about 0.5 KB of every public page's first round trip), while a page runs at most
 * three of them. A hash stays when Astro listed it and the page holds a script with that text, so
 * nothing is ever allowed that Astro did not allow; external scripts are allowed by 'self'.
 */
export function withOwnScriptHashes(html: string): string {
  const own = new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? '')));
  return html.replace(META_POLICY, (_, open: string, policy: string, close: string) => {
    const kept = policy.replace(/'(sha256-[A-Za-z0-9+/=]+)'\s?/g, (token, hash: string) =>
      own.has(hash as `sha256-${string}`) ? token : '',
    );
    return `${open}${kept}${close}`;
  });
}

/** The Content-Security-Policy header for one page: its own policy plus the header-only directives. */
export function pagePolicyHeader(html: string, reportUri?: string): string {
  const parts = [metaPolicyOf(html) ?? "default-src 'self'", ...HEADER_ONLY_DIRECTIVES];
  if (reportUri) parts.push(`report-uri ${reportUri}`);
  return parts.join('; ');
}

/** Every security header for one HTML page. */
export function pageSecurityHeaders(html: string, reportUri?: string): Record<string, string> {
  return { 'Content-Security-Policy': pagePolicyHeader(html, reportUri), ...STATIC_SECURITY_HEADERS };
}

/** dist/_headers for Netlify and Cloudflare Pages: one rule for every path. */
export function netlifyHeadersFile(): string {
  const headers = { 'Content-Security-Policy': HEADER_ONLY_DIRECTIVES.join('; '), ...STATIC_SECURITY_HEADERS };
  return [
    '# Generated by the build (src/integrations/headers-integration.ts). Netlify and Cloudflare Pages',
    "# read this file; each page's script and style policy is the <meta> element Astro writes into it.",
    '/*',
    ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`),
    // Caching per path (src/integrations/cache-rules.ts).
    ...cacheRulesHeaders(),
    '',
  ].join('\n');
}
