// The demo notice (docs/product.md §1, §4): every lead action lands here instead of a real enquiry.
import { useStore } from '@nanostores/react';
import { site, whatsappUrl } from '~/config/site';
import { buttonClass } from '~/components/ui/button-classes';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { $demoNoticeOpen, openDemoNotice, restoreDemoNoticeFocus } from './demo-notice';
import { fmt } from '~/lib/format';
import type { DemoStrings } from './strings';
import { overlayRoot } from '~/components/ui/overlay-root';

const actionLayout = 'min-h-11 shrink-0 whitespace-nowrap sm:flex-1';

export default function DemoNotice({ t }: { t: DemoStrings }) {
  const open = useStore($demoNoticeOpen);
  return (
    <Dialog open={open} onOpenChange={(next) => $demoNoticeOpen.set(next)}>
      <DialogContent
        onCloseAutoFocus={(e) => {
          if (restoreDemoNoticeFocus()) e.preventDefault();
        }}
      >
        <p className="eyebrow">{site.brand}</p>
        <div className="mt-2">
          <DialogTitle>{t['demo.title']}</DialogTitle>
        </div>
        <DialogDescription>
          {fmt(t['demo.text'], { agency: site.agency.name })}{' '}
          <a className="font-semibold text-gold underline-offset-4 hover:underline" href={`tel:+${site.phoneDigits}`}>
            {site.phoneDisplay}
          </a>
          .
        </DialogDescription>
        {/* Stacked full-width on phones (flex-1 there would collapse them to one line of text); one row
            from sm, where the labels never wrap and the WhatsApp button takes the room it needs. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
          <a
            href={whatsappUrl()}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary', 'md', actionLayout)}
          >
            {t['demo.whatsapp']}
          </a>
          <DialogClose className={buttonClass('outline', 'md', actionLayout)}>{t['demo.close']}</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Opens the notice from a page's plain script (the vehicle page's lead buttons), once loaded. */
export function showDemoNotice(t: DemoStrings): void {
  openDemoNotice();
  overlayRoot('demo').render(<DemoNotice t={t} />);
}
