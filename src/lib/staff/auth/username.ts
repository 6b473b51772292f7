// Username rules, shown beside the field and checked before any call to the server.
import { z } from '~/lib/zod';

const USERNAME_MIN = 3;
const USERNAME_MAX = 30;
export const USERNAME_RULE = `${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, _ and .`;
const USERNAME_PATTERN = /^[A-Za-z0-9_.]+$/;

const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`),
    z.maxLength(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`),
    z.regex(USERNAME_PATTERN, 'Username may contain only letters, digits, _ and .'),
  );
type Username = z.infer<typeof usernameSchema>;

type UsernameCheck = { ok: true; username: Username } | { ok: false; message: string };

/** Trim and validate; the message is the first rule broken, in words a person can act on. */
export function checkUsername(raw: string): UsernameCheck {
  const parsed = usernameSchema.safeParse(raw);
  if (parsed.success) return { ok: true, username: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid username' };
}
