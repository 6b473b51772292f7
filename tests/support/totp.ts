// An authenticator app, for the two-factor tests: the code RFC 6238 gives (SHA-1, 6 digits, 30 s
// steps) for a base32 key, written here apart from the server's own (scripts/supabase/auth/totp.ts)
// so a test checks the server against the standard, not against itself.
import type { SupabaseClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';

/** The code for `secret` at the step `offsetSteps` away from the one `nowMs` falls in. */
export function totp(secret: string, offsetSteps = 0, nowMs: number = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret].map((ch) => alphabet.indexOf(ch).toString(2).padStart(5, '0')).join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000) + offsetSteps));
  const mac = createHmac('sha1', key).update(counter).digest();
  return String((mac.readUInt32BE(mac[19]! & 15) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Enrols an authenticator app on the signed-in `client` and verifies a code: the session is aal2. */
export async function enrolTotp(client: SupabaseClient): Promise<{ factorId: string; secret: string }> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
  if (error || !data) throw error ?? new Error('no factor');
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: totp(data.totp.secret) });
  if (verified.error) throw verified.error;
  return { factorId: data.id, secret: data.totp.secret };
}
