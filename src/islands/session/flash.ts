// A message carried across one navigation (sessionStorage), so "Logged in successfully" or
// "Logged out successfully" is still seen when the page changes right after the action.
import { z } from 'zod';
import { FLASH_KEY as KEY } from './flash-key';

export const flashSchema = z.object({ kind: z.enum(['success', 'error']), message: z.string().min(1) });
export type Flash = z.infer<typeof flashSchema>;

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the message is simply not carried over.
  }
}

export function hasFlash(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** Read and forget; a malformed value is dropped. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
