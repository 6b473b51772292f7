// Every toast on every page goes through notify(), into the page's one Sonner toaster: mounted on
// first use into the layout's host element (BaseLayout), so public pages load React and Sonner only
// when a toast is shown. A toast with an `id` replaces the one on screen with that id instead of
// stacking. A flash is a message carried across one navigation (sessionStorage), so "Logged in
// successfully" or "Logged out successfully" is still seen when the page changes right after the
// action; the toaster shows it as it mounts. The Logout slot loads this module on a page only when a
// flash is stored; it imports nothing else at load and checks a stored flash by hand, not with zod.
import type { ExternalToast } from 'sonner';
import { FLASH_KEY } from '~/lib/session-key';

type NotifyKind = 'success' | 'error' | 'message';

/** BaseLayout's element that holds the page's one toaster. */
export const TOASTER_HOST_ATTR = 'data-toaster-host';

// ---- Flash: one message for the next page ------------------------------------------------------

const FLASH_KINDS = ['success', 'error'] as const;

interface Flash {
  kind: (typeof FLASH_KINDS)[number];
  message: string;
  /** The page meant to show it; another page that mounts a toaster first leaves it alone. */
  path: string;
}

/** A stored value as a Flash, or null when it is anything else. */
function asFlash(value: unknown): Flash | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, message, path } = value as Record<string, unknown>;
  const valid =
    FLASH_KINDS.some((k) => k === kind) &&
    typeof message === 'string' &&
    message.length > 0 &&
    typeof path === 'string' &&
    path.startsWith('/');
  return valid ? { kind: kind as Flash['kind'], message: message as string, path: path as string } : null;
}

const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function storedFlash(): { raw: string | null; flash: Flash | null } {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(FLASH_KEY);
  } catch {
    return { raw: null, flash: null };
  }
  let flash: Flash | null;
  try {
    flash = asFlash(JSON.parse(raw ?? 'null'));
  } catch {
    flash = null;
  }
  return { raw, flash };
}

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the message is simply not carried over.
  }
}

/** Read and forget the flash meant for this page; a malformed value is dropped. */
export function takeFlash(pathname: string = location.pathname): Flash | null {
  const { raw, flash } = storedFlash();
  if (!raw) return null;
  if (flash && trimSlash(flash.path) !== trimSlash(pathname)) return null;
  sessionStorage.removeItem(FLASH_KEY);
  return flash;
}

/** On every page: mount the toaster when a flash waits for this page (it shows it as it mounts). */
export function showWaitingFlash(pathname: string = location.pathname): void {
  const { flash } = storedFlash();
  if (flash && trimSlash(flash.path) === trimSlash(pathname)) void ensureToaster();
}

// ---- The toaster ----------------------------------------------------------------------------------

let mounting: Promise<void> | null = null;

async function mountToaster(): Promise<void> {
  const [{ createRoot }, { createElement, useEffect }, { Toaster, toast }] = await Promise.all([
    import('react-dom/client'),
    import('react'),
    import('sonner'),
  ]);
  /** The outlet; on mount it shows the flash meant for this page, then reports ready. */
  function AppToaster({ onReady }: { onReady: () => void }) {
    useEffect(() => {
      const flash = takeFlash();
      if (flash) toast[flash.kind](flash.message);
      onReady();
    }, [onReady]);
    return createElement(Toaster, {
      theme: 'dark',
      position: 'bottom-right',
      // Above the bars fixed at the bottom (the compare tray, the phone's contact bar): global.css.
      offset: { bottom: 'calc(24px + var(--bottom-bars))' },
      mobileOffset: { bottom: 'calc(16px + var(--bottom-bars))' },
      closeButton: true,
      toastOptions: {
        classNames: {
          toast: 'bg-ink-700! border-gold/30! text-cream! font-sans',
          description: 'text-cream-muted!',
          actionButton: 'bg-gold! text-ink! font-semibold',
        },
      },
    });
  }
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
function ensureToaster(): Promise<void> {
  mounting ??= mountToaster();
  return mounting;
}

export async function notify(kind: NotifyKind, message: string, options?: ExternalToast): Promise<void> {
  await ensureToaster();
  const { toast } = await import('sonner');
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}
