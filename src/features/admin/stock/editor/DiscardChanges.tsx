// Asked before the vehicle dialog closes with unsaved changes (Escape, Cancel): discarding is the
// user's choice, never a side effect of a stray key. 'Keep editing' has the focus, so Enter or
// Escape keeps the draft.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';

type Props = { open: boolean; onKeep: () => void; onDiscard: () => void };

export default function DiscardChanges({ open, onKeep, onDiscard }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeep();
      }}
    >
      <DialogContent
        role="alertdialog"
        onInteractOutside={(e) => e.preventDefault()}
        // Radix focuses the first button; the safe choice takes the focus instead.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          keep.current?.focus();
        }}
      >
        <DialogTitle>Discard unsaved changes?</DialogTitle>
        <DialogDescription>What you typed and the photos you chose in this form will be lost.</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('ghost', 'md')} onClick={onDiscard}>
            Discard changes
          </button>
          <button ref={keep} type="button" className={buttonClass('primary', 'md')} onClick={onKeep}>
            Keep editing
          </button>
        </div>
      </DialogContent>
    </RadixDialog.Root>
  );
}
