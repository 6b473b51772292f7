// The JWT shapes every service shares; every token is signed and verified by the keyring in
// signing.ts.

export interface JwtClaims {
  role: string;
  sub?: string;
  exp?: number;
  iat?: number;
  [claim: string]: unknown;
}

export type JwtFailure = 'malformed' | 'bad_signature' | 'expired';
export type JwtVerification = { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailure };
