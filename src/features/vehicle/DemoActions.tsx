// The vehicle page's two lead buttons. Both open the demo notice (SPEC.md §1); the dialog's code
// (Radix) loads on the first click, so a visitor who only looks pays nothing for it.
import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { buttonClass } from '~/components/ui/button-classes';
import { $demoNoticeOpen, openDemoNotice } from '~/features/demo/demo-notice';
import type { DemoActionStrings } from '~/i18n/keys';

const DemoNotice = lazy(() => import('~/features/demo/DemoNotice'));

/** A sold car keeps 'Request Information' but offers no test drive. */
export default function DemoActions({ sold = false, t }: { sold?: boolean; t: DemoActionStrings }) {
  const open = useStore($demoNoticeOpen);
  // Once opened (from here or any other island), the notice stays mounted.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row lg:flex-col xl:flex-row">
        {!sold && (
          <button type="button" className={buttonClass('primary', 'lg', 'flex-1')} onClick={openDemoNotice}>
            {t['vehicle.testDrive']}
          </button>
        )}
        <button
          type="button"
          className={buttonClass(sold ? 'primary' : 'outline', 'lg', 'flex-1')}
          onClick={openDemoNotice}
        >
          {t['vehicle.requestInfo']}
        </button>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <DemoNotice t={t} />
        </Suspense>
      )}
    </>
  );
}
