// Asked before the bulk bar deletes the selected cars: the title names how many, and 'Keep them'
// has the focus, so Enter or Escape deletes nothing.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { buttonClass } from '~/components/ui/button-classes';
import { DialogContent, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { STAFF_WORDS } from '~/lib/staff-words';

const W = STAFF_WORDS.workspace;

type Props = { count: number; open: boolean; busy: boolean; onKeep: () => void; onDelete: () => void };

export default function BulkDeleteConfirm({ count, open, busy, onKeep, onDelete }: Props) {
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
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          keep.current?.focus();
        }}
      >
        <DialogTitle>{W.deleteAsk(count)}</DialogTitle>
        <DialogDescription>{W.deleteAskBody}</DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('danger', 'md')} disabled={busy} onClick={onDelete}>
            {W.deleteConfirm(count)}
          </button>
          <button ref={keep} type="button" className={buttonClass('primary', 'md')} disabled={busy} onClick={onKeep}>
            {W.deleteKeep}
          </button>
        </div>
      </DialogContent>
    </RadixDialog.Root>
  );
}
