// The publishing policy (supabase/migrations/20261126500000_publishing_policy.sql): how often the
// static host is asked to rebuild. Visitors see every edit within seconds from live data either
// way; the policy keeps the host's rebuilds within its quota. Defaults per host: docs/deploying.md.
import { z } from '~/lib/zod';

/**
 * The intervals offered to the owner, in seconds: how soon an edit shows on every page of the site, in
 * the dealer's words, and the host each suits, named only in the help under the choice (docs/deploying.md).
 */
export const PUBLISHING_INTERVALS = [
  { seconds: 0, label: 'Right away', host: "this project's own server" },
  { seconds: 900, label: 'Within 15 minutes', host: 'Cloudflare Pages (paid) or Vercel Pro' },
  { seconds: 3600, label: 'Within an hour', host: 'GitHub Pages' },
  { seconds: 7200, label: 'Within 2 hours', host: 'Cloudflare Pages Free' },
  { seconds: 21600, label: 'Within 6 hours', host: 'Netlify Pro' },
  { seconds: 86400, label: 'Within a day', host: 'Netlify Personal' },
  { seconds: 172800, label: 'Within 2 days', host: 'Netlify Free' },
] as const;

/** The help under the choice: which one each host's rebuild allowance suits. */
export const PUBLISHING_HELP = `Each host rebuilds the site only so often. Choose the quickest yours allows: ${PUBLISHING_INTERVALS.map(
  (i) => `${i.label.toLowerCase()} on ${i.host}`,
).join('; ')}.`;

export const publishingPolicySchema = z.object({
  min_interval_seconds: z.int().check(z.nonnegative()),
  pending_since: z.nullable(z.string()),
  last_published_at: z.nullable(z.string()),
  hook_registered: z.boolean(),
});
export type PublishingPolicy = z.infer<typeof publishingPolicySchema>;

/** A label for any interval: the offered one's, or the minutes (set with SQL) spelled out. */
export function intervalLabel(seconds: number): string {
  const offered = PUBLISHING_INTERVALS.find((i) => i.seconds === seconds);
  if (offered) return offered.label;
  const minutes = Math.round(seconds / 60);
  return `Within ${minutes} minute${minutes === 1 ? '' : 's'} (set by hand)`;
}
