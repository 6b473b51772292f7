// Every toast on every page goes through here, into the one Sonner toaster the page has: mounted
// on first use into the layout's host element (BaseLayout), so public pages load React only when
// a toast is shown. A toast with an `id` replaces the one on screen with that id instead of stacking.
import { toast, type ExternalToast } from 'sonner';
import { TOASTER_HOST_ATTR } from './flash-key';

export type NotifyKind = 'success' | 'error' | 'message';

let mounting: Promise<void> | null = null;

async function mountToaster(): Promise<void> {
  const [{ createRoot }, { createElement }, { default: AppToaster }] = await Promise.all([
    import('react-dom/client'), import('react'), import('./AppToaster'),
  ]);
  let host = document.querySelector<HTMLElement>(`[${TOASTER_HOST_ATTR}]`);
  if (!host) {
    host = document.createElement('div');
    host.setAttribute(TOASTER_HOST_ATTR, '');
    document.body.append(host);
  }
  const root = host;
  await new Promise<void>((resolve) => {
    createRoot(root).render(createElement(AppToaster, { onReady: resolve }));
  });
}

/** Mount the page's toaster once (it also shows a message carried over from the previous page). */
export function ensureToaster(): Promise<void> {
  mounting ??= mountToaster();
  return mounting;
}

export async function notify(kind: NotifyKind, message: string, options?: ExternalToast): Promise<void> {
  await ensureToaster();
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}
