// PKCE for email links (GoTrue's flow_state, internal/models/flow_state.go): a sign-up or a
// recovery request that carries a code_challenge stores a flow state; opening its link redirects
// with ?code=<auth code> instead of tokens in the fragment, and only the browser holding the
// code verifier can trade the code for a session at POST /token?grant_type=pkce. A link opened
// elsewhere, or a URL someone else built, never yields a session.
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { AuthHttpError, badRequest } from './errors.ts';
import { grantInfo, sessionSettings } from './request.ts';
import { parseBody } from './schemas.ts';
import { issueSession } from './sessions.ts';
import { findUserById, type Tx } from './users.ts';

/** GoTrue's FlowStateExpiryDuration: an issued auth code is good for 5 minutes. */
const AUTH_CODE_SECONDS = 300;

type FlowMethod = 'email/signup' | 'recovery';

/** What a flow's session records as its `amr` method once the code is exchanged. */
const AMR_OF: Record<FlowMethod, string> = { 'email/signup': 'otp', recovery: 'recovery' };

const challengeSchema = z.object({
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
});

/** GoTrue's validatePKCEParams: both or neither; method s256 or plain; challenge 43–128 characters. */
export function pkceParams(body: unknown): { challenge: string; method: 's256' | 'plain' } | null {
  const parsed = challengeSchema.safeParse(body ?? {});
  const challenge = parsed.success ? (parsed.data.code_challenge ?? '') : '';
  const method = parsed.success ? (parsed.data.code_challenge_method ?? '').toLowerCase() : '';
  if (challenge === '' && method === '') return null;
  if (challenge === '' || method === '') {
    throw badRequest('validation_failed', 'PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw badRequest('validation_failed', `code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw badRequest('validation_failed', 'code challenge has to be between 43 and 128 characters');
  }
  return { challenge, method };
}

/** Stores a flow state for the user's next link of this kind (earlier ones of the kind go). */
export async function saveFlowState(
  tx: Tx,
  userId: string,
  method: FlowMethod,
  pkce: { challenge: string; method: 's256' | 'plain' },
): Promise<void> {
  await tx.query(`delete from auth.flow_state where user_id = $1 and authentication_method = $2`, [userId, method]);
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** The auth code to redirect with when the user's link of this kind was asked for with PKCE. */
export async function issueAuthCode(tx: Tx, userId: string, method: FlowMethod): Promise<string | null> {
  const { rows } = await tx.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where user_id = $1 and authentication_method = $2 returning auth_code`,
    [userId, method],
  );
  return rows[0]?.auth_code ?? null;
}

/** GoTrue's prepPKCERedirectURL: the code as a query parameter, anything else kept. */
export function withCode(redirect: string, code: string): string {
  const url = new URL(redirect);
  url.searchParams.set('code', code);
  return url.href;
}

const pkceGrantSchema = z.object({
  auth_code: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  code_verifier: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

const flowRowSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  code_challenge_method: z.enum(['s256', 'plain']),
  code_challenge: z.string(),
  authentication_method: z.enum(['email/signup', 'recovery']),
  issued_seconds_ago: z.coerce.number().nullable(),
});

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

/** POST /token?grant_type=pkce {auth_code, code_verifier} (GoTrue's PKCE grant). */
export async function pkceGrant(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const body = parseBody(req, pkceGrantSchema);
  if (body.auth_code === '' || body.code_verifier === '') {
    throw badRequest('validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  }
  const result = await ctx.asAdmin(async (tx) => {
    const { rows } = await tx.query(
      `select id, user_id, code_challenge_method, code_challenge, authentication_method,
         extract(epoch from now() - auth_code_issued_at) as issued_seconds_ago
       from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null`,
      [body.auth_code],
    );
    if (!rows[0]) {
      return { fail: new AuthHttpError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found') };
    }
    const flow = flowRowSchema.parse(rows[0]);
    // A code is spent by any attempt, right or wrong, so it cannot be guessed against.
    await tx.query(`delete from auth.flow_state where id = $1`, [flow.id]);
    if ((flow.issued_seconds_ago ?? Infinity) > AUTH_CODE_SECONDS) {
      return { fail: badRequest('flow_state_expired', 'invalid flow state, flow state has expired') };
    }
    const expected = flow.code_challenge_method === 's256' ? s256(body.code_verifier) : body.code_verifier;
    if (expected !== flow.code_challenge) {
      return { fail: forbiddenVerifier() };
    }
    const user = flow.user_id ? await findUserById(tx, flow.user_id) : null;
    if (!user) return { fail: new AuthHttpError(404, 'user_not_found', 'User not found') };
    if (user.banned_until && user.banned_until > new Date())
      return { fail: badRequest('user_banned', 'User is banned') };
    return issueSession(tx, sessionSettings(ctx), user.id, grantInfo(req), AMR_OF[flow.authentication_method]);
  });
  if ('fail' in result) throw result.fail;
  return { status: 200, body: result };
}

const forbiddenVerifier = (): AuthHttpError =>
  badRequest('bad_code_verifier', 'code challenge does not match previously saved code verifier');
