// Staff membership (the staff_membership migration): the answers' schemas and the
// sign-up modes. The calls that read and change it are src/data/staff.ts.
import { z } from '~/lib/zod';

export const membershipSchema = z.object({
  role: z.enum(['owner', 'manager', 'sales']),
  status: z.enum(['pending', 'active', 'removed']),
});
export type Membership = z.infer<typeof membershipSchema>;

export const staffMemberSchema = z.object({
  user_id: z.string(),
  username: z.nullable(z.string()),
  email: z.string(),
  role: membershipSchema.shape.role,
  status: membershipSchema.shape.status,
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const SIGNUP_MODES = ['open', 'approval'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];
