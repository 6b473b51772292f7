// Per-IP token buckets, as GoTrue's tollbooth limiters: `limit` requests per 5 minutes,
// refilled continuously, with bursts capped at 30 (or at the limit when it is lower).
import { AuthHttpError } from './errors.ts';

const WINDOW_SECONDS = 5 * 60;
const MAX_BURST = 30;

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly burst: number;
  private readonly perMs: number;

  constructor(
    limitPer5Min: number,
    private readonly now: () => number = Date.now,
  ) {
    this.burst = Math.max(1, Math.min(MAX_BURST, limitPer5Min));
    this.perMs = limitPer5Min / (WINDOW_SECONDS * 1000);
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
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
