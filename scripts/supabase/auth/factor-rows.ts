// A user's TOTP factors as stored (auth.mfa_factors) and as GoTrue serialises them: read by the
// factor endpoints (factors.ts) and by every user JSON (user-json.ts).
import { z } from 'zod';
import type { Tx } from './users.ts';

const factorRowSchema = z.object({
  id: z.string(),
  friendly_name: z.string().nullable(),
  factor_type: z.string(),
  status: z.enum(['verified', 'unverified']),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
  last_challenged_at: z.coerce.date().nullable(),
  secret: z.string().nullable(),
});
export type FactorRow = z.infer<typeof factorRowSchema>;

/** A factor as GoTrue serialises models.Factor (the secret never leaves the server). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    ...(f.last_challenged_at ? { last_challenged_at: f.last_challenged_at.toISOString() } : {}),
  };
}

export async function listFactors(tx: Tx, userId: string): Promise<FactorRow[]> {
  const { rows } = await tx.query(
    `select id, friendly_name, factor_type::text, status::text, created_at, updated_at, last_challenged_at, secret
     from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((r) => factorRowSchema.parse(r));
}
