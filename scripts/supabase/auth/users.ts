// auth.users and auth.identities access. Every function takes the caller's transaction so a
// sign-up (user + identity + session) commits or fails as one.
import type { Transaction } from '../db/context.ts';
import { z } from 'zod';
import { verifyPassword } from '../keys/passwords.ts';
import { callerAddress } from '../db/fair-share.ts';

export type Tx = Pick<Transaction, 'query'>;

const date = z.coerce.date();
const jsonObject = z.record(z.string(), z.unknown());

export const userRowSchema = z.object({
  id: z.guid(),
  aud: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  email_confirmed_at: date.nullable(),
  confirmation_sent_at: date.nullable(),
  phone_confirmed_at: date.nullable(),
  confirmed_at: date.nullable(),
  last_sign_in_at: date.nullable(),
  raw_app_meta_data: jsonObject.nullable(),
  raw_user_meta_data: jsonObject.nullable(),
  created_at: date,
  updated_at: date,
  banned_until: date.nullable(),
  is_anonymous: z.boolean(),
  has_password: z.boolean(),
  email_change: z.string().nullable(),
  email_change_sent_at: date.nullable(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const identityRowSchema = z.object({
  identity_id: z.guid(),
  id: z.string(),
  user_id: z.guid(),
  identity_data: jsonObject,
  provider: z.string(),
  last_sign_in_at: date.nullable(),
  created_at: date,
  updated_at: date,
  email: z.string().nullable(),
});
export type IdentityRow = z.infer<typeof identityRowSchema>;

const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, confirmation_sent_at, phone_confirmed_at, confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until,
  is_anonymous, coalesce(encrypted_password, '') <> '' as has_password, email_change, email_change_sent_at`;

async function oneUser(tx: Tx, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await tx.query(`select ${USER_COLUMNS} from auth.users where ${where} limit 1`, params);
  return rows[0] ? userRowSchema.parse(rows[0]) : null;
}

/** GoTrue stores emails lower-cased and matches them case-insensitively; SSO users never match. */
export const findUserByEmail = (tx: Tx, email: string): Promise<UserRow | null> =>
  oneUser(tx, `lower(email) = lower($1) and is_sso_user = false and deleted_at is null`, [email]);

export const findUserById = (tx: Tx, id: string): Promise<UserRow | null> => oneUser(tx, `id = $1`, [id]);

/** bcrypt, cost 10 as GoTrue's default, checked off the database engine (keys/passwords.ts). */
export async function passwordMatches(tx: Tx, userId: string, password: string): Promise<boolean> {
  return verifyPassword(password, await encryptedPasswordOf(tx, userId), callerAddress());
}

/** The stored password hash ('' when none). */
export async function encryptedPasswordOf(tx: Tx, userId: string): Promise<string> {
  const { rows } = await tx.query<{ hash: string | null }>(
    `select encrypted_password as hash from auth.users where id = $1`,
    [userId],
  );
  return rows[0]?.hash ?? '';
}

interface NewUser {
  email: string;
  /** the bcrypt hash (keys/passwords.ts hashPassword) */
  encryptedPassword: string;
  data: Record<string, unknown>;
  confirm: boolean;
}

/** Inserts the user and its email identity; returns the row as triggers left it. */
export async function insertEmailUser(tx: Tx, input: NewUser): Promise<UserRow> {
  const email = input.email.toLowerCase();
  // Confirmation marks user_metadata.email_verified, as GoTrue's User.Confirm does.
  const userMeta = input.confirm ? { ...input.data, email_verified: true } : input.data;
  const { rows } = await tx.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_sso_user, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       $2, case when $3::boolean then now() end,
       $4::jsonb, $5::jsonb, null, now(), now(), false, false)
     returning id`,
    [
      email,
      input.encryptedPassword,
      input.confirm,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify(userMeta),
    ],
  );
  const id = rows[0]!.id;
  // GoTrue's identity data: the provider claims first, then sign-up data that does not clash.
  const identityData = { ...input.data, sub: id, email, email_verified: false, phone_verified: false };
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  const user = await findUserById(tx, id);
  if (!user) throw new Error('user vanished after insert');
  return user;
}

export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query(
    `select id as identity_id, provider_id as id, user_id, identity_data, provider, last_sign_in_at,
       created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows.map((r) => identityRowSchema.parse(r));
}
