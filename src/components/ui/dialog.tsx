// Styled wrapper over Radix Dialog: focus trap, Escape to close and focus return come from Radix.
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

interface ContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  children: ReactNode;
  /** Tailwind max-width class; forms want more room than notices. */
  width?: string;
}

export function DialogContent({ children, width = 'max-w-md', className = '', ...rest }: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-60 bg-black/75 backdrop-blur-xs data-[state=open]:animate-[fade_200ms_ease-out]" />
      <RadixDialog.Content
        className={`fixed left-1/2 top-1/2 z-61 max-h-[90vh] w-[calc(100%-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gold/30 bg-ink-800 p-6 text-cream shadow-2xl sm:p-8 ${className}`}
        {...rest}
      >
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogTitle({ children }: { children: ReactNode }) {
  return <RadixDialog.Title className="font-display text-2xl text-cream">{children}</RadixDialog.Title>;
}

export function DialogDescription({ children }: { children: ReactNode }) {
  return (
    <RadixDialog.Description className="mt-3 text-sm leading-relaxed text-cream-muted">
      {children}
    </RadixDialog.Description>
  );
}
