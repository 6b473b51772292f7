// A JWT signed HS256 with a secret, as a legacy Supabase project issued them (or as a forger would
// with the wrong secret): what the auth tests present to the server, which signs and verifies
// every token with its own keyring (scripts/supabase/keys/signing.ts).
import { createHmac } from 'node:crypto';
import type { JwtClaims } from '../../scripts/supabase/server.ts';

const b64 = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

export function signJwt(claims: JwtClaims, secret: string): string {
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(JSON.stringify(claims));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}
