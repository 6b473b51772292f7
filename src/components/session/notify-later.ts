// notify() (./toasts.ts) for code a staff page's first screen draws before the rest has loaded: the
// toaster's module is imported on the first toast, not with the first screen (docs/benchmarks.md).
import type * as Toasts from './toasts';

export const notifyLater = (...args: Parameters<typeof Toasts.notify>): Promise<void> =>
  import('./toasts').then((m) => m.notify(...args));
