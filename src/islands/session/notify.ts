// Show a toast from outside React (the vanilla Logout button): reuse the page's toaster if an
// island mounted one, else mount one on demand, so public pages load React only on click.
import { toast } from 'sonner';
import { hasToaster } from './toaster-presence';

let mounting: Promise<void> | null = null;

async function mountToaster(): Promise<void> {
  const [{ createRoot }, { createElement }, { default: AppToaster }] = await Promise.all([
    import('react-dom/client'), import('react'), import('./AppToaster'),
  ]);
  const host = document.createElement('div');
  host.dataset.toasterHost = '';
  document.body.append(host);
  await new Promise<void>((resolve) => {
    createRoot(host).render(createElement(AppToaster, { onReady: resolve }));
  });
}

export async function ensureToaster(): Promise<void> {
  if (hasToaster()) return;
  mounting ??= mountToaster();
  await mounting;
}

export async function notify(kind: 'success' | 'error', message: string): Promise<void> {
  await ensureToaster();
  toast[kind](message);
}
