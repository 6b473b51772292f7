// The page's one toast outlet, mounted by notify.ts into BaseLayout's host element. On mount it
// shows the message carried over from the previous page, if it was meant for this one.
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { takeFlash } from './flash';

export default function AppToaster({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
    onReady?.();
  }, [onReady]);
  return (
    <Toaster
      theme="dark"
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!bg-ink-700 !border-gold/30 !text-cream font-sans',
          description: '!text-cream-muted',
          actionButton: '!bg-gold !text-ink font-semibold',
        },
      }}
    />
  );
}
