// HS256 JSON Web Tokens, as GoTrue issues and PostgREST/Storage verify them.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  role: string;
  sub?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

const b64 = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired';
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };

/** Verifies signature and expiry only (as PostgREST does); returns the claims or why not. */
export function verifyJwt(token: string, secret: string, now: number = Math.floor(Date.now() / 1000)): JwtVerification {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [head, body, sig] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!header || typeof header !== 'object' || (header as { alg?: unknown }).alg !== 'HS256') {
    return { ok: false, reason: 'malformed' };
  }
  if (!claims || typeof claims !== 'object' || typeof (claims as { role?: unknown }).role !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const exp = (claims as JwtClaims).exp;
  if (typeof exp === 'number' && exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as JwtClaims };
}
