// JWT signing keys as the Supabase CLI configures them ([auth] signing_keys_path: a JSON array of
// private JWKs, ES256 or RS256): the first key signs every access token (with its `kid` in the
// header), every key verifies, and the legacy HS256 secret still verifies tokens made with it (the
// legacy anon/service_role keys and sessions issued before the switch). The public halves are
// what GoTrue serves at /auth/v1/.well-known/jwks.json. With no signing keys the secret signs, as
// before. Every token the server makes or checks goes through one Keyring.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { API_AUDIENCE, type JwtClaims, type JwtVerification } from './jwt.ts';

export type AsymmetricAlg = 'ES256' | 'RS256';

/** A private JWK as `supabase gen signing-key` writes it (only the fields read here are checked). */
const privateJwkSchema = z
  .object({
    kty: z.enum(['EC', 'RSA']),
    kid: z.string().min(1),
    alg: z.enum(['ES256', 'RS256']),
    d: z.string().min(1),
    crv: z.string().optional(),
  })
  .loose()
  .refine((k) => (k.alg === 'ES256' ? k.kty === 'EC' && k.crv === 'P-256' : k.kty === 'RSA'), {
    message: 'ES256 needs an EC P-256 key, RS256 an RSA key',
  });
const signingKeysFileSchema = z.array(privateJwkSchema).min(1);

/** A public key as GoTrue publishes it in its JWKS. */
export interface PublicJwk {
  kty: 'EC' | 'RSA';
  kid: string;
  alg: AsymmetricAlg;
  use: 'sig';
  key_ops: ['verify'];
  ext: true;
  crv?: string;
  x?: string;
  y?: string;
  n?: string;
  e?: string;
}

interface AsymmetricKey {
  kid: string;
  alg: AsymmetricAlg;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: PublicJwk;
}

export interface Keyring {
  /** 'HS256' when no signing keys are configured, else the first key's algorithm. */
  readonly signingAlg: 'HS256' | AsymmetricAlg;
  /** Signs claims with the current key (with its kid), or with the legacy secret. */
  sign(claims: JwtClaims): string;
  /** Signature (any configured key, or the legacy secret), exp, nbf and aud; the claims or why not. */
  verify(token: string, now?: number): JwtVerification;
  /** The public keys, as /auth/v1/.well-known/jwks.json answers them. */
  jwks(): { keys: PublicJwk[] };
}

const b64 = (input: string | Buffer): string => Buffer.from(input).toString('base64url');

/** Reads and checks a signing keys file (a JSON array of private JWKs). */
export function readSigningKeys(file: string): z.infer<typeof signingKeysFileSchema> {
  if (!existsSync(file)) throw new Error(`signing_keys_path: ${file} does not exist`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`signing_keys_path: ${file} is not JSON`);
  }
  const keys = signingKeysFileSchema.safeParse(parsed);
  if (!keys.success) {
    throw new Error(
      `signing_keys_path: ${file}: ${keys.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return keys.data;
}

function asymmetric(jwk: z.infer<typeof privateJwkSchema>): AsymmetricKey {
  const privateKey = createPrivateKey({ key: jwk as unknown as import('node:crypto').JsonWebKey, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const exported = publicKey.export({ format: 'jwk' });
  const pub: PublicJwk = {
    kty: jwk.kty,
    kid: jwk.kid,
    alg: jwk.alg,
    use: 'sig',
    key_ops: ['verify'],
    ext: true,
    ...(jwk.kty === 'EC' ? { crv: exported.crv, x: exported.x, y: exported.y } : { n: exported.n, e: exported.e }),
  };
  return { kid: jwk.kid, alg: jwk.alg, privateKey, publicKey, jwk: pub };
}

function signature(alg: AsymmetricAlg, key: KeyObject, data: string): Buffer {
  // JWS ES256 signatures are r‖s (IEEE P1363), not DER.
  return alg === 'ES256'
    ? sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' })
    : sign('sha256', Buffer.from(data), key);
}

export function createKeyring(
  jwtSecret: string,
  privateJwks: readonly z.infer<typeof privateJwkSchema>[] = [],
): Keyring {
  const keys = privateJwks.map(asymmetric);
  const current = keys[0];

  const hs256 = (data: string): Buffer => createHmac('sha256', jwtSecret).update(data).digest();

  return {
    signingAlg: current ? current.alg : 'HS256',
    sign(claims) {
      const header = current ? { alg: current.alg, kid: current.kid, typ: 'JWT' } : { alg: 'HS256', typ: 'JWT' };
      const data = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(claims))}`;
      const sig = current ? signature(current.alg, current.privateKey, data) : hs256(data);
      return `${data}.${b64(sig)}`;
    },
    verify(token, now = Math.floor(Date.now() / 1000)) {
      const parts = token.split('.');
      if (parts.length !== 3) return { ok: false, reason: 'malformed' };
      const [head, body, sig] = parts as [string, string, string];
      let header: unknown;
      let claims: unknown;
      try {
        header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      if (!header || typeof header !== 'object') return { ok: false, reason: 'malformed' };
      if (!claims || typeof claims !== 'object' || typeof (claims as { role?: unknown }).role !== 'string') {
        return { ok: false, reason: 'malformed' };
      }
      const { alg, kid } = header as { alg?: unknown; kid?: unknown };
      const data = Buffer.from(`${head}.${body}`);
      const given = Buffer.from(sig, 'base64url');
      let valid: boolean;
      if (alg === 'HS256') {
        const expected = hs256(`${head}.${body}`);
        valid = given.length === expected.length && timingSafeEqual(given, expected);
      } else if (alg === 'ES256' || alg === 'RS256') {
        // The kid picks the key; without one each key of that algorithm is tried.
        const tried = keys.filter((k) => k.alg === alg && (typeof kid !== 'string' || k.kid === kid));
        valid = tried.some((k) =>
          alg === 'ES256'
            ? verify('sha256', data, { key: k.publicKey, dsaEncoding: 'ieee-p1363' }, given)
            : verify('sha256', data, k.publicKey, given),
        );
      } else {
        return { ok: false, reason: 'malformed' };
      }
      if (!valid) return { ok: false, reason: 'bad_signature' };
      const { exp, nbf, aud } = claims as JwtClaims;
      if (typeof exp === 'number' && exp <= now) return { ok: false, reason: 'expired' };
      // Not valid yet: refused as every JWT library GoTrue, PostgREST and Storage use refuses it.
      if (typeof nbf === 'number' && nbf > now) return { ok: false, reason: 'not_yet_valid' };
      if (aud !== undefined && !(Array.isArray(aud) ? aud : [aud]).includes(API_AUDIENCE)) {
        return { ok: false, reason: 'bad_audience' };
      }
      return { ok: true, claims: claims as JwtClaims };
    },
    jwks() {
      return { keys: keys.map((k) => ({ ...k.jwk })) };
    },
  };
}
