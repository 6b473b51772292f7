// GET /settings and GET /health: what GoTrue reports about itself, from the local config.
import type { LocalConfig } from '../config/config.ts';
import type { ApiResponse } from '../http/http.ts';

const OAUTH_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
] as const;

export function settings(config: LocalConfig): ApiResponse {
  const external: Record<string, boolean> = Object.fromEntries(OAUTH_PROVIDERS.map((p) => [p, false]));
  external.email = true;
  external.phone = false;
  return {
    status: 200,
    body: {
      external,
      disable_signup: !config.auth.enableSignup,
      mailer_autoconfirm: !config.auth.enableConfirmations,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    },
  };
}

export function health(): ApiResponse {
  return {
    status: 200,
    body: { version: 'local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' },
  };
}
