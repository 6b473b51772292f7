// A value saved the moment it is picked (a lead's status or assignee): shown at once, put back with
// a toast saying so when the save fails, and offered back with Undo on the success toast for a few
// seconds. The saving, the showing and the toasts are passed in, so the rule is tested as it is.
import type { ExternalToast } from 'sonner';
import { leads as W } from '~/lib/staff-words/leads-en';

/** How long the success toast, and so its Undo, stays. */
export const UNDO_WINDOW_MS = 8000;

type Toast = (kind: 'success' | 'error', message: string, options?: ExternalToast) => unknown;

export interface Picked<T> {
  next: T;
  previous: T;
  /** Saves a value; false (or a rejection) when nothing was saved. */
  save: (value: T) => Promise<boolean>;
  /** Shows a value in the picker. */
  show: (value: T) => void;
  toast: Toast;
  /** The success toast's words ('Status: Contacted'). */
  said: string;
  /** Called after each save that went through (the first and an undo). */
  onSaved?: () => void;
}

/** Saves `next`; resolves true when it was saved. */
export async function savePicked<T>({ next, previous, save, show, toast, said, onSaved }: Picked<T>): Promise<boolean> {
  if (Object.is(next, previous)) return true;
  show(next);
  const saved = await save(next).catch(() => false);
  if (!saved) {
    show(previous);
    toast('error', W.saveFailed);
    return false;
  }
  onSaved?.();
  toast('success', said, {
    duration: UNDO_WINDOW_MS,
    action: {
      label: W.undo,
      onClick: () => {
        show(previous);
        void save(previous)
          .catch(() => false)
          .then((undone) => {
            if (undone) onSaved?.();
            else show(next);
            toast(undone ? 'success' : 'error', undone ? W.undone : W.saveFailed);
          });
      },
    },
  });
  return true;
}
