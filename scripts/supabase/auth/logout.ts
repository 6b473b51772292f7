// POST /logout?scope=global|local|others (GoTrue's Logout). Deleting sessions cascades to their
// refresh tokens, so signed-out refresh tokens stop working at once; access tokens keep their
// signature until they expire, but /user (and anything checking the session) refuses them.
// Signing out the others needs aal2 once the account has a verified factor (as factor changes do).
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { badRequest, unprocessable } from './errors.ts';
import { sessionAal } from './factors.ts';
import { loadAuthenticated, verifiedClaims } from './require-auth.ts';

const SCOPES = ['global', 'local', 'others'] as const;
type Scope = (typeof SCOPES)[number];

function scopeOf(req: ApiRequest): Scope {
  const raw = req.url.searchParams.get('scope') ?? '';
  if (raw === '') return 'global';
  if ((SCOPES as readonly string[]).includes(raw)) return raw as Scope;
  throw badRequest('validation_failed', `Unsupported logout scope ${JSON.stringify(raw)}`);
}

export async function logout(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  const claims = verifiedClaims(req);
  return ctx.asAdmin(async (tx) => {
    // Authentication first, as GoTrue's middleware runs before the handler reads the scope.
    const { user, sessionId } = await loadAuthenticated(tx, claims);
    const scope = scopeOf(req);
    if (sessionId && scope === 'local') {
      await tx.query(`delete from auth.sessions where id = $1`, [sessionId]);
    } else if (sessionId && scope === 'others') {
      // Signing the account out on its other devices is a change to the account: once it has a
      // verified factor, a password alone (an aal1 session, perhaps a thief's) may not do it.
      const { rows } = await tx.query(`select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'`, [
        user.id,
      ]);
      if (rows.length > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw unprocessable('insufficient_aal', 'AAL2 required to sign out other sessions');
      }
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2`, [user.id, sessionId]);
    } else {
      // A token without a session id can only mean "everywhere", as in GoTrue.
      await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
    }
    return { status: 204 };
  });
}
