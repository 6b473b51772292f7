// The one toast outlet style for staff islands and the lazily mounted logout toaster. While
// mounted it registers itself, so the Logout button knows it need not mount a second one.
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { takeFlash } from './flash';
import { toasterMounted } from './toaster-presence';

export default function AppToaster({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    const release = toasterMounted();
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
    onReady?.();
    return release;
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
