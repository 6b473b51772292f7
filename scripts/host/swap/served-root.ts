// The swap: the folder the site is served from, read per request. A build that succeeded becomes
// it by one assignment; a failed one never does, so the last good site keeps serving.
import path from 'node:path';

export class ServedRoot {
  private current: string;

  constructor(initial: string) {
    this.current = path.resolve(initial);
  }

  get path(): string {
    return this.current;
  }

  /** Serves `dir` from the next request on; returns the root it replaces (retire.ts keeps it). */
  swapTo(dir: string): string {
    const previous = this.current;
    this.current = dir;
    return previous;
  }
}
