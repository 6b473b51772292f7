// A message carried across one navigation (sessionStorage), so "Logged in successfully" or
// "Logged out successfully" is still seen when the page changes right after the action.
import { z } from 'zod';
import { FLASH_KEY as KEY } from './flash-key';

export const flashSchema = z.object({
  kind: z.enum(['success', 'error']),
  message: z.string().min(1),
  /** The page meant to show it; another page that mounts a toaster first leaves it alone. */
  path: z.string().startsWith('/'),
});
export type Flash = z.infer<typeof flashSchema>;

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Storage disabled: the message is simply not carried over.
  }
}

const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Read and forget the flash meant for this page; a malformed value is dropped. */
export function takeFlash(pathname: string = location.pathname): Flash | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: ReturnType<typeof flashSchema.safeParse>;
  try {
    parsed = flashSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = flashSchema.safeParse(null);
  }
  if (parsed.success && trimSlash(parsed.data.path) !== trimSlash(pathname)) return null;
  sessionStorage.removeItem(KEY);
  return parsed.success ? parsed.data : null;
}
