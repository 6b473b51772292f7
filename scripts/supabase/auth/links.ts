// What every emailed link shares (sign-up confirmation, recovery, email change): the link token,
// the one-time code's hash, the redirect a link may name, and marking an address verified.
import { createHash, randomBytes } from 'node:crypto';
import type { LocalConfig } from '../config/config.ts';
import type { Tx } from './users.ts';

/** GoTrue's GenerateTokenHash: hex SHA-224 of the address and a one-time code. */
export const otpHash = (email: string, otp: string): string =>
  createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');

/** A link token: 28 random bytes as hex (the length of GoTrue's token hash, none of its guessability). */
export const newLinkToken = (): string => randomBytes(28).toString('hex');

/** GoTrue's IsRedirectURLValid: the site's host, or a listed URL (with * globs); else site_url. */
export function redirectTarget(auth: LocalConfig['auth'], requested: string | null | undefined): string {
  if (!requested) return auth.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return auth.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return auth.siteUrl;
  try {
    if (new URL(auth.siteUrl).hostname === url.hostname) return url.href;
  } catch {
    // a malformed site_url allows nothing by host
  }
  const glob = (pattern: string): RegExp =>
    new RegExp(
      `^${pattern
        .split('*')
        .map((p) => p.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
  return auth.additionalRedirectUrls.some((p) => glob(p).test(url.href)) ? url.href : auth.siteUrl;
}

/** identity_data.email_verified, as GoTrue's User.Confirm sets it. */
export async function markEmailVerified(tx: Tx, id: string): Promise<void> {
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [id],
  );
}
