// Staff membership over supabase-js (supabase/migrations/20261123000200_staff_membership.sql):
// the caller's own membership, and the owner's list with approve and remove.
import { z } from '~/lib/zod';
import {
  SIGNUP_MODES,
  membershipSchema,
  staffMemberSchema,
  type Membership,
  type SignupMode,
  type StaffMember,
} from '~/lib/staff/membership';
import type { AppSupabase } from './supabase';

/** `my_staff_membership`'s answer: the caller's membership, or null for an account that has none. */
export function membershipOf(data: unknown): Membership | null {
  return z.array(membershipSchema).parse(data)[0] ?? null;
}

/** The caller's membership, or null for an account that has none (created before any owner). */
export async function fetchMembership(client: AppSupabase): Promise<Membership | null> {
  const { data, error } = await client.rpc('my_staff_membership');
  if (error) throw new Error(error.message);
  return membershipOf(data);
}

export async function listStaff(client: AppSupabase): Promise<StaffMember[]> {
  const { data, error } = await client.rpc('list_staff_members');
  if (error) throw new Error(error.message);
  return staffMembersOf(data);
}

/** `list_staff_members`'s answer, checked. */
export const staffMembersOf = (data: unknown): StaffMember[] => z.array(staffMemberSchema).parse(data);

export async function setMemberStatus(client: AppSupabase, userId: string, next: 'active' | 'removed'): Promise<void> {
  const { error } =
    next === 'active'
      ? await client.rpc('approve_staff_member', { p_user_id: userId })
      : await client.rpc('remove_staff_member', { p_user_id: userId });
  if (error) throw new Error(error.message);
}

export async function fetchSignupMode(client: AppSupabase): Promise<SignupMode> {
  const { data, error } = await client.rpc('get_staff_signup_mode');
  if (error) throw new Error(error.message);
  return signupModeOf(data);
}

/** `get_staff_signup_mode`'s answer, checked. */
export const signupModeOf = (data: unknown): SignupMode => z.enum(SIGNUP_MODES).parse(data);

export async function saveSignupMode(client: AppSupabase, mode: SignupMode): Promise<void> {
  const { error } = await client.rpc('set_staff_signup_mode', { p_mode: mode });
  if (error) throw new Error(error.message);
}

/** Owner only: how many accounts wait for approval (the count beside Staff in the staff navigation). */
export async function countPendingStaff(client: AppSupabase): Promise<number> {
  const { data, error } = await client.rpc('count_pending_staff');
  if (error) throw new Error(error.message);
  return z.number().parse(data);
}

/** Owner only: make another account a manager or a sales account. */
export async function setMemberRole(client: AppSupabase, userId: string, role: 'manager' | 'sales'): Promise<void> {
  const { error } = await client.rpc('set_staff_member_role', { p_user_id: userId, p_role: role });
  if (error) throw new Error(error.message);
}

/** The owner's limit on a sales account's price cut, in percent. */
export async function fetchSalesCutPercent(client: AppSupabase): Promise<number> {
  const { data, error } = await client.rpc('get_sales_price_cut_percent');
  if (error) throw new Error(error.message);
  return salesCutPercentOf(data);
}

/** `get_sales_price_cut_percent`'s answer, checked. */
export const salesCutPercentOf = (data: unknown): number => z.number().parse(data);

export async function saveSalesCutPercent(client: AppSupabase, percent: number): Promise<void> {
  const { error } = await client.rpc('set_sales_price_cut_percent', { p_percent: percent });
  if (error) throw new Error(error.message);
}
