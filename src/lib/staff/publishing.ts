// The publishing policy (supabase/migrations/20261126500000_publishing_policy.sql): how often the
// static host is asked to rebuild. Visitors see every edit within seconds from live data either
// way; the policy keeps the host's rebuilds within its quota. Defaults per host: docs/deploying.md.
import { z } from '~/lib/zod';

/** The intervals offered to the owner, in seconds, with the host each suits (docs/deploying.md). */
export const PUBLISHING_INTERVALS = [
  { seconds: 0, label: "Every edit (this project's own server)" },
  { seconds: 900, label: 'At most every 15 minutes (Cloudflare Pages paid, Vercel Pro)' },
  { seconds: 3600, label: 'At most every hour (GitHub Pages)' },
  { seconds: 7200, label: 'At most every 2 hours (Cloudflare Pages Free)' },
  { seconds: 21600, label: 'At most every 6 hours (Netlify Pro)' },
  { seconds: 86400, label: 'At most once a day (Netlify Personal)' },
  { seconds: 172800, label: 'At most every 2 days (Netlify Free)' },
] as const;

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
  return `At most every ${minutes} minute${minutes === 1 ? '' : 's'} (custom)`;
}
