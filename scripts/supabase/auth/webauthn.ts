// WebAuthn factors as GoTrue answers them (internal/api/mfa.go with go-webauthn v0.16): the creation
// options a challenge on an unverified factor returns, and the checks a verify makes before the
// credential itself. This server keeps no authenticator's public key and checks no attestation or
// assertion: a well-formed credential is refused as GoTrue refuses one that fails its checks, so a
// WebAuthn factor never becomes verified here (docs/embedded-server.md, "What it leaves out").
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { AuthHttpError, badRequest, UNEXPECTED } from './errors.ts';

/** [auth.webauthn] as config.ts reads it. */
export interface RelyingParty {
  rpDisplayName: string;
  rpId: string;
  rpOrigins: string[];
}

/** go-webauthn's CredentialParametersDefault: ES256/384/512, RS256/384/512, PS256/384/512, EdDSA. */
const ALGORITHMS = [-7, -35, -36, -257, -258, -259, -37, -38, -39, -8];

/** go-webauthn's default registration timeout (ms) when user verification is not discouraged. */
const REGISTRATION_TIMEOUT_MS = 300_000;

export interface CreationChallenge {
  /** the `credential_options` of GoTrue's challenge answer (go-webauthn's CredentialCreation) */
  options: Record<string, unknown>;
  /** what GoTrue stores in auth.mfa_challenges.web_authn_session_data (go-webauthn's SessionData) */
  session: Record<string, unknown>;
}

/**
 * BeginRegistration for a user (GoTrue's WebAuthnID is the user id's text, its name and display
 * name the email). Without a complete relying party GoTrue's go-webauthn refuses to begin: 500.
 */
export function creationChallenge(rp: RelyingParty, user: { id: string; email: string | null }): CreationChallenge {
  if (rp.rpId === '' || rp.rpDisplayName === '' || rp.rpOrigins.length === 0) {
    throw new AuthHttpError(500, 'unexpected_failure', 'Failed to generate WebAuthn registration data');
  }
  const challenge = randomBytes(32).toString('base64url');
  const userId = Buffer.from(user.id, 'utf8').toString('base64url');
  const pubKeyCredParams = ALGORITHMS.map((alg) => ({ type: 'public-key', alg }));
  return {
    options: {
      publicKey: {
        rp: { name: rp.rpDisplayName, id: rp.rpId },
        user: { name: user.email ?? '', displayName: user.email ?? '', id: userId },
        challenge,
        pubKeyCredParams,
        timeout: REGISTRATION_TIMEOUT_MS,
        authenticatorSelection: {},
      },
    },
    session: {
      challenge,
      rpId: rp.rpId,
      user_id: Buffer.from(user.id, 'utf8').toString('base64'),
      expires: '0001-01-01T00:00:00Z',
      userVerification: '',
      credParams: pubKeyCredParams,
    },
  };
}

/** The `webauthn` member of a verify body. */
export const webauthnVerifySchema = z
  .object({
    type: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    credential_response: z.unknown(),
  })
  .nullish();
export type WebauthnVerifyParams = z.infer<typeof webauthnVerifySchema>;

/** GoTrue's checks of the verify parameters, before it looks the challenge up. */
export function checkVerifyParams(params: WebauthnVerifyParams): { type: 'create' | 'request'; credential: unknown } {
  if (!params) throw badRequest('validation_failed', 'WebAuthn config required');
  if (params.type !== 'create' && params.type !== 'request') {
    throw badRequest('validation_failed', 'WebAuthn type must be create or request');
  }
  if (params.credential_response === undefined || params.credential_response === null) {
    throw badRequest('validation_failed', 'credential_response required');
  }
  return { type: params.type, credential: params.credential_response };
}

const b64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);
const credentialBase = { id: b64url, rawId: b64url, type: z.literal('public-key') };
const creationResponse = z.object({
  ...credentialBase,
  response: z.object({ clientDataJSON: b64url, attestationObject: b64url }),
});
const assertionResponse = z.object({
  ...credentialBase,
  response: z.object({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url }),
});

/**
 * After the challenge is found: a credential go-webauthn cannot parse is 400 "Invalid
 * credential_response"; one it parses fails here where GoTrue would check the attestation or
 * signature: a registration as GoTrue's unhandled go-webauthn error (500), an assertion with its
 * "Failed to validate" (500).
 */
export function refuseCredential(type: 'create' | 'request', credential: unknown): never {
  const parsed = (type === 'create' ? creationResponse : assertionResponse).safeParse(credential);
  if (!parsed.success) throw badRequest('validation_failed', 'Invalid credential_response');
  throw new AuthHttpError(
    500,
    'unexpected_failure',
    type === 'create' ? UNEXPECTED : 'Failed to validate WebAuthn MFA response',
  );
}
