// The embedded server's settings (scripts/supabase/config/config.ts): supabase/config.toml read with the
// CLI's defaults for what it leaves out, its [auth.mfa] and [auth.email] settings, and a
// bad value refused by name.
import { describe, expect, it } from 'vitest';
import { configFromToml, loadConfig } from '../../scripts/supabase/config/config.ts';
import { parseToml } from '../../scripts/supabase/config/toml.ts';

describe('config', () => {
  it('reads supabase/config.toml with the CLI defaults for what it leaves out', () => {
    const c = loadConfig();
    expect(c.auth).toMatchObject({
      siteUrl: 'http://127.0.0.1:4321',
      jwtExpiry: 3600,
      minimumPasswordLength: 8,
      enableConfirmations: false,
      rateLimit: { tokenRefresh: 150, signInSignUps: 300 },
    });
    expect(c.storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    expect(c.api.maxRows).toBe(1000);
    expect(configFromToml(parseToml('[api]\nmax_rows = 7')).api.maxRows).toBe(7);
    const defaults = configFromToml(
      parseToml('[auth]\nsite_url = "http://x.test" # comment\n[storage]\nfile_size_limit = "5MB"'),
    );
    expect(defaults.auth).toMatchObject({
      siteUrl: 'http://x.test',
      minimumPasswordLength: 6,
      refreshTokenReuseInterval: 10,
      additionalRedirectUrls: [],
    });
    expect(defaults.storage.fileSizeLimit).toBe(5_000_000);
    expect(() => configFromToml(parseToml('[auth]\njwt_expiry = "soon"'))).toThrow(/auth.jwt_expiry/);
  });
});

describe('config.toml: two-factor and email', () => {
  it('turns TOTP on and WebAuthn off, one recovery email a minute, secure password change off', () => {
    const { auth } = loadConfig();
    expect(auth.mfa).toEqual({
      maxEnrolledFactors: 10,
      totpEnroll: true,
      totpVerify: true,
      webauthnEnroll: false,
      webauthnVerify: false,
    });
    expect(auth.emailMaxFrequencyMs).toBe(60_000);
    expect(auth.securePasswordChange).toBe(false);
  });

  it('reads [auth.mfa.web_authn] and the relying party of [auth.webauthn]', () => {
    const { auth } = configFromToml(
      parseToml(
        '[auth.mfa.web_authn]\nenroll_enabled = true\nverify_enabled = true\n' +
          '[auth.webauthn]\nrp_display_name = "Shop"\nrp_id = "shop.test"\nrp_origins = ["https://shop.test"]',
      ),
    );
    expect(auth.mfa).toMatchObject({ webauthnEnroll: true, webauthnVerify: true });
    expect(auth.webauthn).toEqual({ rpDisplayName: 'Shop', rpId: 'shop.test', rpOrigins: ['https://shop.test'] });
    expect(configFromToml({}).auth.webauthn).toEqual({ rpDisplayName: '', rpId: '', rpOrigins: [] });
  });
});

describe('config.toml: the embedded engine', () => {
  it('gives each address 5 s of engine time a minute, counted from the first millisecond, and vacuums every 5 minutes', () => {
    expect(loadConfig().db).toMatchObject({
      engineShare: { budgetMs: 5000, windowMs: 60_000 },
      vacuumEveryMs: 300_000,
    });
    const { db } = configFromToml(parseToml('[db.engine_share]\nper_address = "0"\n[db.vacuum]\nevery = "0"'));
    expect(db).toMatchObject({ engineShare: { budgetMs: 0, windowMs: 60_000 }, vacuumEveryMs: 0 });
  });
});
