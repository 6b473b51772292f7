// The user object as GoTrue serialises models.User: null timestamps are omitted, email and
// phone are '' when unset, `factors` appears only when the user has some.
import { factorJson, listFactors } from './factor-rows.ts';
import type { IdentityRow, Tx, UserRow } from './users.ts';
import { listIdentities } from './users.ts';

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  phone_confirmed_at?: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  factors?: unknown[];
  created_at: string;
  updated_at: string;
  banned_until?: string;
  is_anonymous: boolean;
}

const iso = (d: Date | null): string | undefined => (d ? d.toISOString() : undefined);

/** Drops undefined keys so JSON matches Go's `omitempty`. */
function compact<T extends object>(obj: T): T {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as T;
}

function identityJson(row: IdentityRow): IdentityJson {
  return compact({
    identity_id: row.identity_id,
    id: row.id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    email: row.email ?? undefined,
  });
}

function userJson(row: UserRow, identities: IdentityRow[], factors: unknown[] = []): UserJson {
  return compact({
    id: row.id,
    aud: row.aud ?? '',
    role: row.role ?? '',
    email: row.email ?? '',
    email_confirmed_at: iso(row.email_confirmed_at),
    phone: row.phone ?? '',
    phone_confirmed_at: iso(row.phone_confirmed_at),
    confirmation_sent_at: iso(row.confirmation_sent_at),
    confirmed_at: iso(row.confirmed_at),
    new_email: row.email_change || undefined,
    email_change_sent_at: iso(row.email_change_sent_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    app_metadata: row.raw_app_meta_data ?? {},
    user_metadata: row.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    factors: factors.length > 0 ? factors : undefined,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    banned_until: iso(row.banned_until),
    is_anonymous: row.is_anonymous,
  });
}

export async function loadUserJson(tx: Tx, row: UserRow): Promise<UserJson> {
  return userJson(row, await listIdentities(tx, row.id), (await listFactors(tx, row.id)).map(factorJson));
}
