-- GoTrue's tables for PKCE, password recovery, reauthentication and TOTP challenges (docs/security.md),
-- as hosted projects lay them out (auth.flow_state, auth.mfa_challenges), plus one embedded-only
-- table for recovery links (auth.recovery_requests: an unguessable link token and a 6-digit code
-- per request, as auth.signup_confirmations keeps them for sign-ups).
create type auth.code_challenge_method as enum ('s256', 'plain');

create table auth.flow_state (
  id uuid primary key,
  user_id uuid null,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text null,
  provider_refresh_token text null,
  created_at timestamptz null,
  updated_at timestamptz null,
  authentication_method text not null,
  auth_code_issued_at timestamptz null
);
create index idx_auth_code on auth.flow_state (auth_code);
create index idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index flow_state_created_at_idx on auth.flow_state (created_at desc);

create table auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz null,
  ip_address inet not null,
  otp_code text null,
  web_authn_session_data jsonb null
);
create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table auth.recovery_requests (
  token_hash text primary key,
  otp_hash text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index recovery_requests_user_idx on auth.recovery_requests (user_id);
create index recovery_requests_otp_idx on auth.recovery_requests (otp_hash);

revoke all on auth.flow_state, auth.mfa_challenges, auth.recovery_requests from public, anon, authenticated;
grant all on auth.flow_state, auth.mfa_challenges, auth.recovery_requests to supabase_auth_admin;
