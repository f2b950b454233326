import { MEMBERSHIP_STATUSES } from './commerce';
// The admin's members table, member page and member changes (issue 10, "Gestión de Usuarios").
import { z } from 'zod';
import { pageNumber, pageSize } from './pagination';
import { ADMIN_USERS_DEFAULT_PAGE, ADMIN_USERS_DEFAULT_PER_PAGE } from './constants/admin';
import { REGISTER_ERRORS } from './messages/auth';
import { ADMIN_USER_MESSAGES } from './messages/admin';
import { emailField, nameField, phoneField, usernameField } from './auth';
import { PlanTypeSchema, RoleSchema } from './user';
import { checkDateRange, dateRangeFields } from './date-range';

export const USER_STATUSES = ['active', 'suspended'] as const;
export const UserStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatusSchema>;
export const USER_STATUS_LABELS: Record<UserStatus, string> = { active: 'Activa', suspended: 'Suspendida' };

export const ADMIN_USER_SORTS = ['created_at', 'name', 'email', 'plan_type', 'role'] as const;

/** GET /admin/users: SPEC §7 page and per_page (defaults 1 and 10), plus search, filters and sort. */
export const AdminUsersQuerySchema = z
  .object({
    page: pageNumber(100_000).default(ADMIN_USERS_DEFAULT_PAGE),
    per_page: pageSize(100).default(ADMIN_USERS_DEFAULT_PER_PAGE),
    q: z.string().trim().max(100).optional(),
    plan: PlanTypeSchema.optional(),
    role: RoleSchema.optional(),
    status: UserStatusSchema.optional(),
    ...dateRangeFields(),
    sort: z.enum(ADMIN_USER_SORTS).default('created_at'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    /**
     * Keyset pagination (issue 21): `next_cursor` or `prev_cursor` of the page on screen. With it the page
     * starts right after (or ends right before) that row, however deep; `page` then only numbers it.
     */
    cursor: z
      .string()
      .max(600)
      .regex(/^[A-Za-z0-9_-]+$/, ADMIN_USER_MESSAGES.staleCursor)
      .optional(),
  })
  .superRefine(checkDateRange());
type Paged<T> = Partial<Omit<T, 'page' | 'per_page' | 'user_id' | 'rating'>> & {
  page?: number;
  per_page?: number;
};
export type AdminUsersQuery = Paged<z.input<typeof AdminUsersQuerySchema>>;

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: RoleSchema,
  plan_type: PlanTypeSchema,
  status: UserStatusSchema,
  is_featured_trainer: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersResponseSchema = z.object({
  success: z.boolean(),
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The `cursor` of the pages after and before this one; null where there is none to give. */
  next_cursor: z.string().nullable(),
  prev_cursor: z.string().nullable(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** POST /admin/users: no password; the member chooses one from the welcome e-mail. */
export const AdminCreateUserSchema = z.object({
  email: emailField(REGISTER_ERRORS.emailRequired),
  first_name: nameField(REGISTER_ERRORS.firstNameShort, REGISTER_ERRORS.firstNameRequired),
  last_name: nameField(REGISTER_ERRORS.lastNameShort, REGISTER_ERRORS.lastNameRequired),
  phone: phoneField.nullish(),
  username: usernameField.optional(),
  role: RoleSchema.default('member'),
});
export type AdminCreateUser = z.input<typeof AdminCreateUserSchema>;

/** PUT /admin/users/{id}: any subset of these. */
export const AdminUpdateUserSchema = z
  .object({
    email: emailField(REGISTER_ERRORS.emailRequired),
    first_name: nameField(REGISTER_ERRORS.firstNameShort, REGISTER_ERRORS.firstNameRequired),
    last_name: nameField(REGISTER_ERRORS.lastNameShort, REGISTER_ERRORS.lastNameRequired),
    phone: phoneField.nullable(),
    username: usernameField.refine((value) => value !== '', REGISTER_ERRORS.usernameFormat),
    role: RoleSchema,
    is_featured_trainer: z.boolean(),
    status: UserStatusSchema,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'No hay cambios que guardar');
export type AdminUpdateUser = z.input<typeof AdminUpdateUserSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  /** Her name when the account still exists (the audit keeps the e-mail either way). */
  actor_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  subject_user_id: z.number().int().nullable(),
  /** The name of whom it concerned, null once her account was erased. */
  subject_name: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AdminActivityQuerySchema = z
  .object({
    page: pageNumber(100_000).default(1),
    action: z.string().trim().max(60).optional(),
    actor: z.string().trim().max(100).optional(),
    user_id: z.coerce.number().int().positive().optional(),
    ...dateRangeFields(),
  })
  .superRefine(checkDateRange());
export type AdminActivityQuery = Paged<z.input<typeof AdminActivityQuerySchema>> & { user_id?: number };
export const ADMIN_ACTIVITY_PAGE_SIZE = 25;

export const AdminActivityResponseSchema = z.object({
  success: z.boolean(),
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminActivityResponse = z.infer<typeof AdminActivityResponseSchema>;

/** GET /admin/users/{id}: everything the member page shows, in one call. */
export const AdminUserDetailSchema = z.object({
  success: z.boolean(),
  user: AdminUserSchema,
  memberships: z.array(
    z.object({
      id: z.number().int(),
      plan_type: PlanTypeSchema,
      status: z.enum(MEMBERSHIP_STATUSES),
      started_at: z.string(),
      current_period_end: z.string().nullable(),
      ended_at: z.string().nullable(),
    }),
  ),
  sessions: z.array(
    z.object({
      ref: z.string(),
      started_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      is_read: z.boolean(),
      created_at: z.string(),
    }),
  ),
  feedback: z.array(
    z.object({
      id: z.number().int(),
      rating: z.number().int(),
      category: z.string(),
      message: z.string(),
      created_at: z.string(),
    }),
  ),
  audit: z.array(AuditEntrySchema),
});

/** POST /admin/users and PUT /admin/users/{id}: the member as saved, with the Spanish confirmation. */
export const AdminUserSavedSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: AdminUserDetailSchema.shape.user,
});
export type AdminUserSaved = z.infer<typeof AdminUserSavedSchema>;
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const SessionRefParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  ref: z.string().regex(/^[0-9a-f]{16}$/, 'Sesión inválida'),
});
