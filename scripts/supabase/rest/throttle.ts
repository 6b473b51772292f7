// The embedded server's own per-address limit on the username → email look-up (the database
// throttles per username and address too; see supabase/migrations/20261123000220_username_throttle.sql). Past the limit the
// answer is exactly an unknown username's: 200 with `null`, so the login says 'Username not found',
// no email leaves the server, and the request never reaches the database queue.
import type { ApiRequest, ApiResponse } from '../http.ts';
import { JSON_TYPE } from './response.ts';

export const THROTTLED_FUNCTIONS = new Set(['get_email_for_username']);

interface Window {
  startedMs: number;
  count: number;
}

/** Fixed one-minute windows per client address. */
export class LookupThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call from `ip`; false when it is over the limit. */
  take(ip: string): boolean {
    const t = this.now();
    let w = this.windows.get(ip);
    if (!w || t - w.startedMs >= 60_000) {
      if (this.windows.size >= 10_000) this.prune(t);
      w = { startedMs: t, count: 0 };
      this.windows.set(ip, w);
    }
    w.count += 1;
    return w.count <= this.perMinute;
  }

  private prune(t: number): void {
    for (const [k, w] of this.windows) if (t - w.startedMs >= 60_000) this.windows.delete(k);
  }
}

/** The answer for a throttled call, or null when the call may proceed. */
export function throttledAnswer(throttle: LookupThrottle, req: ApiRequest, fn: string): ApiResponse | null {
  if (!THROTTLED_FUNCTIONS.has(fn) || throttle.take(req.ip)) return null;
  return { status: 200, headers: { 'content-type': JSON_TYPE }, body: req.method === 'HEAD' ? undefined : 'null' };
}
