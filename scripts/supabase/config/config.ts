// supabase/config.toml (Supabase CLI format) read into the settings the embedded server uses,
// with the CLI's defaults for anything the file leaves out.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { parseToml, type TomlTable } from './toml.ts';

const DEFAULT_CONFIG_FILE = 'supabase/config.toml';

/** "50MiB", "5MB", "1024" → bytes, as the CLI reads file_size_limit. */
export function parseSize(value: string | number): number {
  if (typeof value === 'number') return value;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([KMGT]i?B|B)?\s*$/i.exec(value);
  if (!m) throw new Error(`invalid size "${value}"`);
  const units: Record<string, number> = {
    b: 1,
    kb: 1e3,
    mb: 1e6,
    gb: 1e9,
    tb: 1e12,
    kib: 1024,
    mib: 1024 ** 2,
    gib: 1024 ** 3,
    tib: 1024 ** 4,
  };
  return Math.round(Number(m[1]) * (units[(m[2] ?? 'b').toLowerCase()] ?? 1));
}

/** "3s", "8000", "500ms", "2min" → milliseconds, as Postgres reads statement_timeout (a bare number is ms). */
export function parseDuration(value: string | number): number {
  if (typeof value === 'number') return value;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|h)?\s*$/.exec(value);
  if (!m) throw new Error(`invalid duration "${value}"`);
  const units: Record<string, number> = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 };
  return Math.round(Number(m[1]) * (units[m[2] ?? 'ms'] ?? 1));
}

const duration = z.union([z.string(), z.number()]).transform((v, ctx) => {
  try {
    return parseDuration(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

const size = z.union([z.string(), z.number()]).transform((v, ctx) => {
  try {
    return parseSize(v);
  } catch (e) {
    ctx.addIssue({ code: 'custom', message: (e as Error).message });
    return z.NEVER;
  }
});

// Field names and defaults follow the CLI's config.toml template.
const fileSchema = z.object({
  api: z
    .object({
      max_rows: z.number().int().positive().default(1000),
      schemas: z.array(z.string().min(1)).min(1).default(['public']),
      // Embedded-server only: proxies of the operator's in front of the server, whose
      // X-Forwarded-For entries are believed (http/client-address.ts). 0: the server is the edge.
      trusted_proxy_hops: z.number().int().nonnegative().default(0),
    })
    .loose()
    .prefault({}),
  db: z
    .object({
      // Embedded-server only: hosted Supabase sets these per role (alter role … set statement_timeout).
      statement_timeout: z
        .object({ anon: duration.prefault('3s'), authenticated: duration.prefault('8s') })
        .loose()
        .prefault({}),
      // Embedded-server only: each client address's share of the single engine (db/fair-share.ts).
      // Hosted Supabase has a pool of connections instead (docs/security.md, "One visitor, one share").
      engine_share: z
        .object({
          per_address: duration.prefault('5s'),
          window: duration.prefault('60s'),
        })
        .loose()
        .prefault({}),
      // The CLI's key: the schema files, in the order they are applied (relative to supabase/,
      // globs allowed); `supabase db diff` and this project's drift check build a database from them.
      migrations: z
        .object({ schema_paths: z.array(z.string().min(1)).default([]) })
        .loose()
        .prefault({}),
      // Embedded-server only: PGlite has no autovacuum (db/vacuum.ts). "0" never vacuums.
      vacuum: z
        .object({ every: duration.prefault('5min') })
        .loose()
        .prefault({}),
    })
    .loose()
    .prefault({}),
  auth: z
    .object({
      site_url: z.string().default('http://127.0.0.1:3000'),
      additional_redirect_urls: z.array(z.string()).default([]),
      jwt_expiry: z.number().int().positive().default(3600),
      enable_signup: z.boolean().default(true),
      enable_refresh_token_rotation: z.boolean().default(true),
      refresh_token_reuse_interval: z.number().int().nonnegative().default(10),
      minimum_password_length: z.number().int().positive().default(6),
      password_requirements: z.string().default(''),
      // A JSON array of private JWKs (ES256/RS256), relative to the config file's folder.
      signing_keys_path: z.string().default(''),
      enable_anonymous_sign_ins: z.boolean().default(false),
      rate_limit: z
        .object({
          // Emails the Auth server sends per hour, all addresses together (the CLI's default).
          email_sent: z.number().int().positive().default(2),
          token_refresh: z.number().int().positive().default(150),
          sign_in_sign_ups: z.number().int().positive().default(30),
          token_verifications: z.number().int().positive().default(30),
          anonymous_users: z.number().int().positive().default(30),
          // Embedded server only: whether the per-address limits apply (hosted: yes, keyed by the
          // client's address; the CLI's GoTrue knows no address and applies none).
          client_ip: z.boolean().default(false),
        })
        .loose()
        .prefault({}),
      email: z
        .object({
          enable_signup: z.boolean().default(true),
          enable_confirmations: z.boolean().default(false),
          otp_expiry: z.number().int().positive().default(3600),
          // The CLI's keys and defaults
          secure_password_change: z.boolean().default(false),
          // Embedded server only: hosted's "Require current password when updating" switch
          // (GoTrue's SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD), off by default as there.
          require_current_password: z.boolean().default(false),
          max_frequency: duration.prefault('1s'),
          // [auth.email.template.<kind>]: the project's own subject and HTML (content_path, from the
          // project's folder, as the CLI reads it); auth/email-template.ts renders them.
          template: z
            .record(
              z.string(),
              z.object({ subject: z.string().optional(), content_path: z.string().optional() }).loose(),
            )
            .default({}),
        })
        .loose()
        .prefault({}),
      mfa: z
        .object({
          max_enrolled_factors: z.number().int().positive().default(10),
          totp: z
            .object({ enroll_enabled: z.boolean().default(false), verify_enabled: z.boolean().default(false) })
            .loose()
            .prefault({}),
          web_authn: z
            .object({ enroll_enabled: z.boolean().default(false), verify_enabled: z.boolean().default(false) })
            .loose()
            .prefault({}),
        })
        .loose()
        .prefault({}),
      // The relying party WebAuthn factors are created for (GoTrue's GOTRUE_WEBAUTHN_RP_*); absent,
      // a WebAuthn challenge fails as GoTrue's does without it.
      webauthn: z
        .object({
          rp_display_name: z.string().default(''),
          rp_id: z.string().default(''),
          rp_origins: z.array(z.string()).default([]),
        })
        .loose()
        .prefault({}),
    })
    .loose()
    .prefault({}),
  storage: z
    .object({
      file_size_limit: size.prefault('50MiB'),
      // Off, /storage/v1/render/image answers as a hosted project without transformations.
      image_transformation: z
        .object({ enabled: z.boolean().default(true) })
        .loose()
        .prefault({}),
    })
    .loose()
    .prefault({}),
});

export const localConfigSchema = z.object({
  /** rows a REST read or set-returning RPC answers at most ([api] max_rows) */
  api: z.object({
    maxRows: z.number().int().positive(),
    /** schemas the REST API exposes ([api] schemas); the first is the default (public when absent) */
    schemas: z.array(z.string()).optional(),
    /** proxies in front whose X-Forwarded-For entries are believed ([api] trusted_proxy_hops; 0: none) */
    trustedProxyHops: z.number().int().nonnegative().optional(),
  }),
  /** per role: milliseconds after which a statement is stopped (0 or absent: never) */
  db: z.object({
    statementTimeouts: z.record(z.string(), z.number().int().nonnegative()),
    /** engine milliseconds a client address may use per window, from the first (0: no budget), [db.engine_share] */
    engineShare: z.object({
      budgetMs: z.number().int().nonnegative(),
      windowMs: z.number().int().positive(),
    }),
    /** milliseconds between the server's VACUUM passes (0: never), [db.vacuum] every */
    vacuumEveryMs: z.number().int().nonnegative(),
    /** [db.migrations] schema_paths as written: the schema files in order (relative to supabase/, globs allowed) */
    schemaPaths: z.array(z.string()),
  }),
  auth: z.object({
    siteUrl: z.string(),
    additionalRedirectUrls: z.array(z.string()),
    jwtExpiry: z.number().int().positive(),
    enableSignup: z.boolean(),
    /** [auth] enable_anonymous_sign_ins: POST /signup with neither email nor phone */
    enableAnonymousSignIns: z.boolean(),
    enableRefreshTokenRotation: z.boolean(),
    refreshTokenReuseInterval: z.number().int().nonnegative(),
    minimumPasswordLength: z.number().int().positive(),
    passwordRequirements: z.string(),
    /** [auth] signing_keys_path as written ('' = none: HS256 with the JWT secret) */
    signingKeysPath: z.string(),
    enableConfirmations: z.boolean(),
    /** seconds a confirmation link stays valid ([auth.email] otp_expiry) */
    otpExpiry: z.number().int().positive(),
    /** [auth.email] secure_password_change: a new password needs a nonce from /reauthenticate */
    securePasswordChange: z.boolean(),
    /** [auth.email] require_current_password: a new password needs `current_password` */
    requireCurrentPassword: z.boolean(),
    /** [auth.email] max_frequency in ms: one recovery email per address per this long */
    emailMaxFrequencyMs: z.number().int().nonnegative(),
    /** [auth.email.template.<kind>] (recovery, confirmation, …): subject, content_path and, once read, content */
    emailTemplates: z.record(
      z.string(),
      z.object({
        subject: z.string().optional(),
        contentPath: z.string().optional(),
        content: z.string().optional(),
      }),
    ),
    /** [auth.mfa] */
    mfa: z.object({
      maxEnrolledFactors: z.number().int().positive(),
      totpEnroll: z.boolean(),
      totpVerify: z.boolean(),
      /** [auth.mfa.web_authn] enroll_enabled / verify_enabled (off unless set, as in the CLI) */
      webauthnEnroll: z.boolean(),
      webauthnVerify: z.boolean(),
    }),
    /** [auth.webauthn]: the relying party named in WebAuthn creation options */
    webauthn: z.object({ rpDisplayName: z.string(), rpId: z.string(), rpOrigins: z.array(z.string()) }),
    rateLimit: z.object({
      /** POST /token, every grant (GoTrue's RateLimitTokenRefresh), per address per 5 minutes */
      tokenRefresh: z.number().int().positive(),
      /** sign-ups, /otp, /resend, /recover and PUT /user, each its own bucket (GoTrue's RateLimitOtp) */
      signInSignUps: z.number().int().positive(),
      /** anonymous sign-ins per address per hour */
      anonymousUsers: z.number().int().positive(),
      /** whether the per-address limits apply at all ([auth.rate_limit] client_ip) */
      perClientIp: z.boolean(),
      /** GET and POST /verify per client address per 5 minutes */
      tokenVerifications: z.number().int().positive(),
      /** emails sent per hour, all recipients together ([auth.rate_limit] email_sent) */
      emailSent: z.number().int().positive(),
    }),
  }),
  storage: z.object({
    fileSizeLimit: z.number().int().positive(),
    /** [storage.image_transformation] enabled */
    imageTransformation: z.boolean(),
  }),
});
export type LocalConfig = z.infer<typeof localConfigSchema>;

export function configFromToml(table: TomlTable): LocalConfig {
  const parsed = fileSchema.safeParse(table);
  if (!parsed.success) {
    throw new Error(
      `supabase/config.toml: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const { api, db, auth, storage } = parsed.data;
  return localConfigSchema.parse({
    api: { maxRows: api.max_rows, schemas: api.schemas, trustedProxyHops: api.trusted_proxy_hops },
    db: {
      statementTimeouts: { anon: db.statement_timeout.anon, authenticated: db.statement_timeout.authenticated },
      engineShare: {
        budgetMs: db.engine_share.per_address,
        windowMs: db.engine_share.window,
      },
      vacuumEveryMs: db.vacuum.every,
      schemaPaths: db.migrations.schema_paths,
    },
    auth: {
      siteUrl: auth.site_url,
      additionalRedirectUrls: auth.additional_redirect_urls,
      jwtExpiry: auth.jwt_expiry,
      // Sign-up is off if either switch is off, as in GoTrue.
      enableSignup: auth.enable_signup && auth.email.enable_signup,
      enableAnonymousSignIns: auth.enable_anonymous_sign_ins,
      enableRefreshTokenRotation: auth.enable_refresh_token_rotation,
      refreshTokenReuseInterval: auth.refresh_token_reuse_interval,
      minimumPasswordLength: auth.minimum_password_length,
      passwordRequirements: auth.password_requirements,
      signingKeysPath: auth.signing_keys_path,
      enableConfirmations: auth.email.enable_confirmations,
      otpExpiry: auth.email.otp_expiry,
      securePasswordChange: auth.email.secure_password_change,
      requireCurrentPassword: auth.email.require_current_password,
      emailMaxFrequencyMs: auth.email.max_frequency,
      emailTemplates: Object.fromEntries(
        Object.entries(auth.email.template).map(([kind, t]) => [
          kind,
          { subject: t.subject, contentPath: t.content_path },
        ]),
      ),
      mfa: {
        maxEnrolledFactors: auth.mfa.max_enrolled_factors,
        totpEnroll: auth.mfa.totp.enroll_enabled,
        totpVerify: auth.mfa.totp.verify_enabled,
        webauthnEnroll: auth.mfa.web_authn.enroll_enabled,
        webauthnVerify: auth.mfa.web_authn.verify_enabled,
      },
      webauthn: {
        rpDisplayName: auth.webauthn.rp_display_name,
        rpId: auth.webauthn.rp_id,
        rpOrigins: auth.webauthn.rp_origins,
      },
      rateLimit: {
        tokenRefresh: auth.rate_limit.token_refresh,
        signInSignUps: auth.rate_limit.sign_in_sign_ups,
        anonymousUsers: auth.rate_limit.anonymous_users,
        perClientIp: auth.rate_limit.client_ip,
        tokenVerifications: auth.rate_limit.token_verifications,
        emailSent: auth.rate_limit.email_sent,
      },
    },
    storage: { fileSizeLimit: storage.file_size_limit, imageTransformation: storage.image_transformation.enabled },
  });
}

/** Reads the file if present; a missing file means all defaults. */
/**
 * The configuration with no engine budget: for stacks whose every client is this machine's own
 * (the test suites' browsers, the benchmarks' builds and readers), where a share per address would
 * charge them all to one 127.0.0.1. A deployed server keeps its budget.
 */
export const withoutEngineBudget = (c: LocalConfig): LocalConfig => ({
  ...c,
  db: { ...c.db, engineShare: { ...c.db.engineShare, budgetMs: 0 } },
});

export function loadConfig(file: string = DEFAULT_CONFIG_FILE): LocalConfig {
  const table = existsSync(file) ? parseToml(readFileSync(file, 'utf8')) : {};
  const config = configFromToml(table);
  // The CLI reads signing_keys_path relative to the supabase/ folder, where config.toml lives.
  const keys = config.auth.signingKeysPath;
  const withKeys = keys
    ? { ...config, auth: { ...config.auth, signingKeysPath: resolve(dirname(file), keys) } }
    : config;
  return withTemplates(withKeys, file);
}

/** Each email template's HTML, read from its content_path: the CLI's is relative to the project's folder
 * (the one holding supabase/), as in `content_path = "./supabase/templates/recovery.html"`. */
function withTemplates(config: LocalConfig, file: string): LocalConfig {
  const project = dirname(dirname(resolve(file)));
  const templates = Object.fromEntries(
    Object.entries(config.auth.emailTemplates).map(([kind, t]) => [
      kind,
      t.contentPath ? { ...t, content: readFileSync(resolve(project, t.contentPath), 'utf8') } : t,
    ]),
  );
  return { ...config, auth: { ...config.auth, emailTemplates: templates } };
}
