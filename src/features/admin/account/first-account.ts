// /manage-inventory/account's first screen (first-requests.ts): no requests of its own. What My
// account shows first is the stored session's user (its email, an email change waiting for
// confirmation, its factors), as supabase-js would give it from the same storage, and the two checks
// every staff page's inline script asks (the owner's two-factor setting among them).
import type { FirstRequest, FirstRequests } from '~/features/admin/first-screen/first-requests';
import { firstScreenOf } from '~/features/admin/first-screen/first-screen';
import { z } from '~/lib/zod';
import type { AccountUser } from './MyAccount';

/** The page's own requests, written into its inline script: none beyond the two checks. */
export const FIRST_ACCOUNT_REQUESTS: Record<string, FirstRequest> = {};

const storedUserSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.optional(z.string()),
    new_email: z.optional(z.nullable(z.string())),
    factors: z.optional(
      z.nullable(
        z.array(z.object({ id: z.string(), status: z.string(), friendly_name: z.optional(z.nullable(z.string())) })),
      ),
    ),
  }),
});

const read = async (r: FirstRequests): Promise<AccountUser> => storedUserSchema.parse(r.stored).user;

/** My account's first screen from the stored session and the two checks, or null when it is left to supabase-js. */
export const firstAccount = (requests?: FirstRequests | null) => firstScreenOf(read, requests);
