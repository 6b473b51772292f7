// A lead's status or assignee is saved the moment it is picked: what shows, what is saved and what
// the toasts say, on success, on failure, and when the success toast's Undo is tapped.
import type { ExternalToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { savePicked } from '~/features/admin/leads/save-picked';

function harness(answers: boolean[]) {
  const shown: string[] = [];
  const saved: string[] = [];
  const toasts: { kind: string; message: string; options?: ExternalToast }[] = [];
  return {
    shown,
    saved,
    toasts,
    picked: (next: string, previous: string) =>
      savePicked({
        next,
        previous,
        save: async (value) => {
          saved.push(value);
          const answer = answers.shift();
          if (answer === undefined) throw new Error('offline');
          return answer;
        },
        show: (value) => shown.push(value),
        toast: (kind, message, options) => toasts.push({ kind, message, ...(options ? { options } : {}) }),
        said: 'Status: Contacted',
      }),
  };
}

describe('a value saved when picked', () => {
  it('shows and saves the pick at once, and offers Undo for 8 seconds', async () => {
    const h = harness([true]);
    expect(await h.picked('contacted', 'new')).toBe(true);
    expect(h.shown).toEqual(['contacted']);
    expect(h.saved).toEqual(['contacted']);
    expect(h.toasts.map((t) => [t.kind, t.message, t.options?.duration])).toEqual([
      ['success', 'Status: Contacted', 8000],
    ]);
  });

  it('puts the previous value back and says so when the save fails', async () => {
    const h = harness([false]);
    expect(await h.picked('contacted', 'new')).toBe(false);
    expect(h.shown).toEqual(['contacted', 'new']);
    expect(h.toasts).toEqual([
      { kind: 'error', message: 'The lead was not saved. Check your connection and try again.' },
    ]);
  });

  it('treats a network failure as a failed save', async () => {
    const h = harness([]);
    expect(await h.picked('won', 'contacted')).toBe(false);
    expect(h.shown).toEqual(['won', 'contacted']);
  });

  it("saves the previous value again on the toast's Undo", async () => {
    const h = harness([true, true]);
    await h.picked('contacted', 'new');
    const action = h.toasts[0]?.options?.action;
    if (!action || typeof action !== 'object' || !('onClick' in action)) throw new Error('no Undo');
    expect(action.label).toBe('Undo');
    action.onClick({} as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.shown).toEqual(['contacted', 'new']);
    expect(h.saved).toEqual(['contacted', 'new']);
    expect(h.toasts.at(-1)).toEqual({ kind: 'success', message: 'Change undone' });
  });

  it('keeps the pick when the Undo cannot be saved', async () => {
    const h = harness([true, false]);
    await h.picked('contacted', 'new');
    const action = h.toasts[0]?.options?.action;
    if (!action || typeof action !== 'object' || !('onClick' in action)) throw new Error('no Undo');
    action.onClick({} as never);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(h.shown).toEqual(['contacted', 'new', 'contacted']);
    expect(h.toasts.at(-1)?.kind).toBe('error');
  });

  it('saves nothing when the same value is picked', async () => {
    const h = harness([]);
    expect(await h.picked('new', 'new')).toBe(true);
    expect(h.saved).toEqual([]);
    expect(h.toasts).toEqual([]);
  });
});
