// The JWT shapes every service shares, and HS256 signing with the legacy JWT secret (tests make such
// tokens with it); every token is signed and verified by the keyring in signing.ts.
import { createHmac } from 'node:crypto';

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
