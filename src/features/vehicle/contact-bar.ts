// Live mode's WhatsApp in the phone's contact bar (ContactBar.astro): the chat opens with a message
// naming this car and the address the visitor is on (the live view's too, where the prebuilt link
// could not know them). The demo's bar opens the demo notice through data-demo-open instead.
import { fmt } from '~/lib/format';

let started = false;
export function startContactBar(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[data-contact-whatsapp]') : null;
    const bar = link?.closest<HTMLElement>('[data-whatsapp-text]');
    if (!link || !bar) return;
    const text = fmt(bar.dataset.whatsappText ?? '', { car: bar.dataset.leadCar ?? '', url: location.href });
    const url = new URL(link.href);
    url.searchParams.set('text', text);
    link.href = url.href;
  });
}
