import { z } from 'zod';
import { ROLES } from './permissions';
import { PLAN_TYPES } from './plans';

export const RoleSchema = z.enum(ROLES);
export const PlanTypeSchema = z.enum(PLAN_TYPES);

/** SPEC §3 User as the API returns it. `role` is derived on the server from `is_admin`. */
export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  display_name: z.string(),
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  is_admin: z.boolean(),
  isAdmin: z.boolean(),
  role: z.enum(['admin', 'user']),
  is_trainer: z.boolean(),
  /** What the account may do (@vitalia/shared/permissions); `role` above is the SPEC's admin/user view of it. */
  account_role: RoleSchema,
  /** False for accounts made with Google: they confirm sensitive actions with their e-mail instead. */
  has_password: z.boolean(),
  profile_image_path: z.string(),
  plan_type: PlanTypeSchema,
  profile: z.object({ full_name: z.string() }),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;
