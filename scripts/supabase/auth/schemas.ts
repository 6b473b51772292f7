// Request bodies GoTrue accepts, validated at the boundary. Unknown fields (gotrue_meta_security,
// code_challenge_method, …) are ignored, as Go's json.Unmarshal ignores them.
import { z } from 'zod';
import type { ApiRequest } from '../http/http.ts';
import { badRequest } from './errors.ts';

// Go decodes a missing or null string field as ""; auth-js sends nulls (code_challenge: null).
const optionalString = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const metadata = z.record(z.string(), z.unknown());

export const signupBodySchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: metadata.nullish(),
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const passwordGrantSchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
});

export const refreshGrantSchema = z.object({ refresh_token: optionalString });

export const userUpdateSchema = z.object({
  email: optionalString,
  phone: optionalString,
  password: z.string().nullish(),
  data: metadata.nullish(),
  app_metadata: metadata.nullish(),
  /** the nonce /reauthenticate emailed ([auth.email] secure_password_change) */
  nonce: optionalString,
  /** when given with a new password, it must be the account's current one */
  current_password: z.string().nullish(),
});

/** Postgres text and jsonb cannot hold NUL; metadata carrying one is refused before the database. */
export function checkNoNul(data: Record<string, unknown> | null | undefined): void {
  if (data && JSON.stringify(data).includes('\\u0000')) {
    throw badRequest('validation_failed', 'User metadata cannot contain NUL characters');
  }
}

/** GoTrue's retrieveRequestParams: an unparsable body (or a wrongly typed field) is 400 bad_json. */
export function parseBody<S extends z.ZodType>(req: ApiRequest, schema: S): z.infer<S> {
  let raw: unknown = {};
  if (req.body.length > 0) {
    try {
      raw = JSON.parse(req.body.toString('utf8'));
    } catch (e) {
      throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`);
    }
  }
  // Go decodes `null` into an empty struct.
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return parsed.data;
}
