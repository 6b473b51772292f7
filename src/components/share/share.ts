// What ShareButton.astro does (one listener for the page): the Web Share API where the browser has
// it, else copy the link to the clipboard and say so in a toast (the toaster loads only then).
import { fmt } from '~/lib/format';

async function share(button: HTMLElement): Promise<void> {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: button.dataset.share ?? document.title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return; // the visitor cancelled
    }
  }
  const copied = await navigator.clipboard.writeText(url).then(
    () => true,
    () => false,
  );
  const { notify } = await import('~/components/session/toasts');
  await notify('message', copied ? (button.dataset.copied ?? '') : fmt(button.dataset.copy ?? '', { url }));
}

let started = false;
export function startShareButtons(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('[data-share]') : null;
    if (button) void share(button);
  });
}
