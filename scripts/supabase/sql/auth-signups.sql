-- Embedded server only (hosted GoTrue keeps one confirmation_token per user): every sign-up's
-- confirmation, bound to the password that sign-up chose. Confirming with one sign-up's link or
-- code sets that sign-up's password and spends every other, so a stranger who signed up first
-- with someone else's address cannot keep their password once the owner confirms their own.
create table if not exists auth.signup_confirmations (
  -- the link's token: 28 random bytes as hex (unguessable, unlike a 6-digit code)
  token_hash text primary key,
  -- GoTrue's token hash for verifyOtp: hex sha224 of the address and the 6-digit code
  otp_hash text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  encrypted_password text not null,
  created_at timestamptz not null default now()
);
create index if not exists signup_confirmations_user_idx on auth.signup_confirmations (user_id);
create index if not exists signup_confirmations_otp_idx on auth.signup_confirmations (otp_hash);
revoke all on auth.signup_confirmations from public, anon, authenticated;
grant all on auth.signup_confirmations to supabase_auth_admin;
