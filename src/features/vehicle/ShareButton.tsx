// Share (DECISIONS.md): the Web Share API where the browser has it, else copy the link and toast.
import { buttonClass } from '~/components/ui/button-classes';

import { fmt } from '~/lib/format';
import type { ShareStrings } from '~/i18n/keys';

export default function ShareButton({ title, t }: { title: string; t: ShareStrings }) {
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
    const copied = await navigator.clipboard.writeText(url).then(
      () => true,
      () => false,
    );
    // The page's toaster (and Sonner) load only when a toast is due.
    const { notify } = await import('~/features/session/toasts');
    await notify('message', copied ? t['vehicle.linkCopied'] : fmt(t['vehicle.copyLink'], { url }));
  };
  return (
    <button
      type="button"
      className={buttonClass('ghost', 'icon', 'border border-line')}
      aria-label={t['vehicle.share']}
      onClick={share}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
      </svg>
    </button>
  );
}
