// Share (DECISIONS.md): the Web Share API where the browser has it, else copy the link and toast.
// The toast code (sonner, and a toaster if the page has none yet) loads only when it is needed.
import { buttonClass } from '~/components/ui/button-classes';

async function say(message: string): Promise<void> {
  const [{ toast }, { ensureToaster }] = await Promise.all([import('sonner'), import('~/islands/session/notify')]);
  await ensureToaster();
  toast(message);
}

export default function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return; // the visitor cancelled
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      await say('Link copied');
    } catch {
      await say('Copy this link: ' + url);
    }
  };
  return (
    <button type="button" className={buttonClass('ghost', 'icon', 'border border-line')} aria-label="Share" onClick={share}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true">
        <circle cx="18" cy="5" r="2.5" /><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
    </button>
  );
}
