// Per-IP token buckets, as GoTrue's tollbooth limiters (internal/api/apilimiter): `limit`
// requests per window (5 minutes unless said), refilled continuously, bursts capped at 30 (the
// anonymous sign-in limiter's burst is its hourly limit). GoTrue keys them by the client address
// only where one is known (hosted: its load balancer's header; the CLI's GoTrue has none and so
// limits nothing per address); [auth.rate_limit] client_ip (embedded server only) says whether
// this server does. docs/embedded-server.md lists which endpoint spends which budget.
import { AuthHttpError } from './errors.ts';

const DEFAULT_WINDOW_SECONDS = 5 * 60;
const MAX_BURST = 30;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export interface LimiterOptions {
  windowSeconds?: number;
  burst?: number;
  /** false: every request passes, as GoTrue without a rate-limit header */
  enabled?: boolean;
  now?: () => number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly perMs: number;
  private readonly enabled: boolean;
  private readonly now: () => number;

  constructor(limit: number, opts: LimiterOptions = {}) {
    this.burst = Math.max(1, opts.burst ?? Math.min(MAX_BURST, limit));
    this.perMs = limit / ((opts.windowSeconds ?? DEFAULT_WINDOW_SECONDS) * 1000);
    this.enabled = opts.enabled ?? true;
    this.now = opts.now ?? Date.now;
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    if (!this.enabled) return true;
    const t = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, updatedMs: t };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (t - bucket.updatedMs) * this.perMs);
    bucket.updatedMs = t;
    this.buckets.set(key, bucket);
    this.prune(t);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Throws GoTrue's 429 when `key` is over the limit. */
  check(key: string): void {
    if (!this.take(key)) throw new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  // Full buckets carry no information; dropping them keeps memory bounded.
  private prune(t: number): void {
    if (this.buckets.size < 1000) return;
    for (const [k, b] of this.buckets) {
      if (b.tokens + (t - b.updatedMs) * this.perMs >= this.burst) this.buckets.delete(k);
    }
  }
}
