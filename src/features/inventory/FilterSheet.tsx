// The phone's filter sheet (docs/features.md 'The first screen and contact'): every filter in a modal
// sheet from the bottom of the screen, with 'Show N cars' counting the matches as they change. A
// native <dialog> shown with showModal(): the browser keeps the focus inside, makes the page behind
// inert, closes it on Escape and gives the focus back to 'Filters'. Loaded on the tap that opens it
// (a dynamic import), so /inventory carries none of it before.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-classes';

interface Props {
  title: string;
  closeLabel: string;
  /** 'Show 12 cars', or what the list says while the index loads. */
  showLabel: string;
  /** Escape, the close button or a tap beside the sheet. */
  onClose: () => void;
  /** 'Show N cars': close and land on the results. */
  onShow: () => void;
  children: ReactNode;
}

export default function FilterSheet({ title, closeLabel, showLabel, onClose, onShow, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // A tap on the backdrop lands on the dialog itself; Escape is the keyboard's way out.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="mt-auto mb-0 flex max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl border border-b-0 border-line bg-ink-800 p-0 text-cream backdrop:bg-black/60"
      onClose={onClose}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id={titleId} className="font-display text-2xl">
          {title}
        </h2>
        <button type="button" className={buttonClass('ghost', 'icon')} aria-label={closeLabel} onClick={onClose}>
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="grid gap-3 overflow-y-auto overscroll-contain p-4">{children}</div>
      <div className="border-t border-line p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <button type="button" className={buttonClass('primary', 'lg', 'w-full')} onClick={onShow}>
          {showLabel}
        </button>
      </div>
    </dialog>
  );
}
