// TOTP multi-factor authentication (GoTrue's internal/api/mfa.go), for authenticator apps; phone
// factors answer as disabled, WebAuthn factors as GoTrue's with [auth.mfa.web_authn] (off unless
// set; enrol, list, creation challenge and unenrol, but never verified: webauthn.ts).
// POST /factors enrols (the secret, its otpauth://
// URI and an SVG QR code of it), POST /factors/{id}/challenge opens a 5-minute challenge,
// POST /factors/{id}/verify checks a code (RFC 6238, one step either side) and raises the session
// to aal2 with a fresh token pair, DELETE /factors/{id} removes a factor. Enrolling a further
// factor or removing a verified one needs an aal2 session once the account has a verified
// factor. Wrong codes are limited per client address (GoTrue's 15 a minute) and per factor
// (embedded only: 15 per 5 minutes, so spreading guesses over addresses does not help); a code
// once accepted is never accepted again.
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { ServerContext } from '../db/context.ts';
import type { ApiRequest, ApiResponse } from '../http/http.ts';
import { AuthHttpError, badRequest, unprocessable, UNEXPECTED } from './errors.ts';
import { RateLimiter } from './ratelimit.ts';
import { grantInfo, sessionSettings } from './request.ts';
import { loadAuthenticated, verifiedClaims, type Authenticated } from './require-auth.ts';
import { listFactors, type FactorRow } from './factor-rows.ts';
import { parseBody } from './schemas.ts';
import { upgradeSession } from './sessions.ts';
import { matchingStep, newTotpSecret, otpauthUri } from './totp.ts';
import type { Tx } from './users.ts';
import { checkVerifyParams, creationChallenge, refuseCredential, webauthnVerifySchema } from './webauthn.ts';
import { addressGroup } from '../http/client-address.ts';

/** GoTrue's default MFA challenge expiry. */
const CHALLENGE_SECONDS = 300;

interface FactorLimiters {
  /** challenge and verify calls per client address (GoTrue: 15 a minute) */
  perIp: RateLimiter;
  /** wrong codes per factor */
  perFactor: RateLimiter;
}

export const newFactorLimiters = (): FactorLimiters => ({
  perIp: new RateLimiter(75),
  perFactor: new RateLimiter(15),
});

/** The assurance level of a session as auth.sessions holds it (aal1 without one). */
export async function sessionAal(tx: Tx, sessionId: string | null): Promise<string> {
  if (!sessionId) return 'aal1';
  const { rows } = await tx.query<{ aal: string | null }>(`select aal::text from auth.sessions where id = $1`, [
    sessionId,
  ]);
  return rows[0]?.aal ?? 'aal1';
}

async function authenticated(req: ApiRequest, tx: Tx): Promise<Authenticated> {
  return loadAuthenticated(tx, verifiedClaims(req));
}

async function ownFactor(tx: Tx, auth: Authenticated, id: string): Promise<FactorRow> {
  const factor = (await listFactors(tx, auth.user.id)).find((f) => f.id === id);
  if (!factor) throw new AuthHttpError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

const enrollSchema = z.object({
  factor_type: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  friendly_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  issuer: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
});

/**
 * GoTrue's validateFactors: abandoned enrolments go, a further factor needs aal2 once one is
 * verified, names are unique per user, and the count is capped.
 */
async function checkNewFactor(
  tx: Tx,
  auth: Authenticated,
  friendlyName: string,
  maxEnrolledFactors: number,
): Promise<void> {
  // Unverified factors older than a day are abandoned enrolments (GoTrue cleans them up too).
  await tx.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < now() - interval '1 day'`,
    [auth.user.id],
  );
  const factors = await listFactors(tx, auth.user.id);
  const verified = factors.filter((f) => f.status === 'verified');
  if (verified.length > 0 && (await sessionAal(tx, auth.sessionId)) !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (friendlyName !== '' && factors.some((f) => f.friendly_name === friendlyName)) {
    throw unprocessable(
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= maxEnrolledFactors) {
    throw unprocessable(
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    );
  }
}

async function insertFactor(tx: Tx, userId: string, type: 'totp' | 'webauthn', name: string, secret: string | null) {
  const id = randomUUID();
  await tx.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, $4::auth.factor_type, 'unverified', now(), now(), $5)`,
    [id, userId, name || null, type, secret],
  );
  return id;
}

/** POST /factors */
export async function enroll(ctx: ServerContext, req: ApiRequest): Promise<ApiResponse> {
  verifiedClaims(req);
  const body = parseBody(req, enrollSchema);
  const mfa = ctx.config.auth.mfa;
  if (body.factor_type === 'phone') {
    throw unprocessable('mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
  }
  if (body.factor_type === 'webauthn') {
    if (!mfa.webauthnEnroll) {
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    }
    return ctx.asAdmin(async (tx) => {
      const auth = await authenticated(req, tx);
      await checkNewFactor(tx, auth, body.friendly_name, mfa.maxEnrolledFactors);
      const id = await insertFactor(tx, auth.user.id, 'webauthn', body.friendly_name, null);
      return { status: 200, body: { id, type: 'webauthn', friendly_name: body.friendly_name } };
    });
  }
  if (body.factor_type !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  if (!mfa.totpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  if (body.friendly_name.length > 100) throw badRequest('validation_failed', 'Friendly name is too long');
  let issuer = body.issuer;
  if (issuer === '') {
    try {
      issuer = new URL(ctx.config.auth.siteUrl).host;
    } catch {
      issuer = 'localhost';
    }
  }
  return ctx.asAdmin(async (tx) => {
    const auth = await authenticated(req, tx);
    await checkNewFactor(tx, auth, body.friendly_name, mfa.maxEnrolledFactors);
    const secret = newTotpSecret();
    const uri = otpauthUri(issuer, auth.user.email ?? '', secret);
    // Colours by name, not '#rrggbb': supabase-js puts the SVG unescaped after
    // 'data:image/svg+xml;utf-8,', where a '#' would end the image at its first colour.
    const qr = (await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .replaceAll('"#ffffff"', '"white"')
      .replaceAll('"#000000"', '"black"');
    const id = await insertFactor(tx, auth.user.id, 'totp', body.friendly_name, secret);
    return {
      status: 200,
      body: { id, type: 'totp', friendly_name: body.friendly_name, totp: { qr_code: qr, secret, uri } },
    };
  });
}

/** POST /factors/{id}/challenge */
export async function challenge(
  ctx: ServerContext,
  req: ApiRequest,
  id: string,
  limiters: FactorLimiters,
): Promise<ApiResponse> {
  verifiedClaims(req);
  limiters.perIp.check(addressGroup(req.ip));
  return ctx.asAdmin(async (tx) => {
    const auth = await authenticated(req, tx);
    const factor = await ownFactor(tx, auth, id);
    const mfa = ctx.config.auth.mfa;
    let webauthn: ReturnType<typeof creationChallenge> | null = null;
    if (factor.factor_type === 'webauthn') {
      if (!mfa.webauthnVerify) {
        throw unprocessable('mfa_webauthn_verify_not_enabled', 'MFA verification is disabled for WebAuthn');
      }
      // A verified factor would get request options for its stored credential; none is ever
      // stored here, and go-webauthn's BeginLogin without one is GoTrue's unhandled 500.
      if (factor.status === 'verified') throw new AuthHttpError(500, 'unexpected_failure', UNEXPECTED);
      webauthn = creationChallenge(ctx.config.auth.webauthn, auth.user);
    } else if (!mfa.totpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const challengeId = randomUUID();
    const { rows } = await tx.query<{ expires_at: number }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address, web_authn_session_data)
       values ($1, $2, now(), $3::inet, $5::jsonb)
       returning extract(epoch from created_at + make_interval(secs => $4))::bigint as expires_at`,
      [
        challengeId,
        factor.id,
        grantInfo(req).ip || '0.0.0.0',
        CHALLENGE_SECONDS,
        webauthn ? JSON.stringify(webauthn.session) : null,
      ],
    );
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factor.id]);
    const expiresAt = Number(rows[0]?.expires_at);
    if (webauthn) {
      return {
        status: 200,
        body: {
          id: challengeId,
          type: 'webauthn',
          expires_at: expiresAt,
          webauthn: { type: 'create', credential_options: webauthn.options },
        },
      };
    }
    return { status: 200, body: { id: challengeId, type: 'totp', expires_at: expiresAt } };
  });
}

const verifySchema = z.object({
  challenge_id: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  code: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  webauthn: webauthnVerifySchema,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /factors/{id}/verify */
export async function verifyFactor(
  ctx: ServerContext,
  req: ApiRequest,
  id: string,
  limiters: FactorLimiters,
): Promise<ApiResponse> {
  verifiedClaims(req);
  limiters.perIp.check(addressGroup(req.ip));
  const body = parseBody(req, verifySchema);
  if (!UUID.test(body.challenge_id)) throw badRequest('validation_failed', 'challenge_id must be a UUID');
  const result = await ctx.asAdmin(async (tx) => {
    const auth = await authenticated(req, tx);
    const factor = await ownFactor(tx, auth, id);
    const isWebauthn = factor.factor_type === 'webauthn';
    if (isWebauthn && !ctx.config.auth.mfa.webauthnVerify) {
      // GoTrue answers a disabled WebAuthn verify with its enroll code.
      throw unprocessable('mfa_webauthn_enroll_not_enabled', 'MFA verification is disabled for WebAuthn');
    }
    if (!isWebauthn && !ctx.config.auth.mfa.totpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    const webauthn = isWebauthn ? checkVerifyParams(body.webauthn) : null;
    if (!auth.sessionId) throw new AuthHttpError(403, 'session_not_found', 'Session not found');
    const { rows } = await tx.query<{ expired: boolean; verified: boolean; ip: string }>(
      `select created_at < now() - make_interval(secs => $3) as expired, verified_at is not null as verified,
         host(ip_address) as ip
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [body.challenge_id, factor.id, CHALLENGE_SECONDS],
    );
    const found = rows[0];
    if (!found || found.verified) {
      throw new AuthHttpError(404, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (found.expired) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [body.challenge_id]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${body.challenge_id} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    const ip = grantInfo(req).ip || '0.0.0.0';
    if (found.ip !== ip) throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch');
    if (webauthn) refuseCredential(webauthn.type, webauthn.credential);
    if (!limiters.perFactor.take(factor.id)) {
      throw new AuthHttpError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
    const step = matchingStep(factor.secret ?? '', body.code);
    // A code already accepted for this factor (same or a later step) is not accepted again.
    const { rows: used } = await tx.query<{ n: number }>(
      `select count(*)::int as n from auth.mfa_challenges
       where factor_id = $1 and verified_at is not null and otp_code::bigint >= $2`,
      [factor.id, step ?? 0],
    );
    if (step === null || (used[0]?.n ?? 0) > 0) {
      return { fail: unprocessable('mfa_verification_failed', 'Invalid TOTP code entered') };
    }
    await tx.query(`update auth.mfa_challenges set verified_at = now(), otp_code = $2 where id = $1`, [
      body.challenge_id,
      String(step),
    ]);
    await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    return upgradeSession(tx, sessionSettings(ctx), auth.user, auth.sessionId, factor.id, grantInfo(req));
  });
  if ('fail' in result) throw result.fail;
  return { status: 200, body: result };
}

/** DELETE /factors/{id} */
export async function unenroll(ctx: ServerContext, req: ApiRequest, id: string): Promise<ApiResponse> {
  verifiedClaims(req);
  return ctx.asAdmin(async (tx) => {
    const auth = await authenticated(req, tx);
    const factor = await ownFactor(tx, auth, id);
    if (factor.status === 'verified' && (await sessionAal(tx, auth.sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factor.id]);
    // Sessions raised by this factor fall back to aal1 at their next refresh (GoTrue's
    // DowngradeSessionsToAAL1 after unenrolling).
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1 and factor_id = $2`,
      [auth.user.id, factor.id],
    );
    return { status: 200, body: { id: factor.id } };
  });
}

/** Whether the user has a verified factor, and the session's level (for PUT /user). */
export async function mfaState(
  tx: Tx,
  userId: string,
  sessionId: string | null,
): Promise<{ enabled: boolean; aal: string }> {
  const factors = await listFactors(tx, userId);
  return { enabled: factors.some((f) => f.status === 'verified'), aal: await sessionAal(tx, sessionId) };
}
