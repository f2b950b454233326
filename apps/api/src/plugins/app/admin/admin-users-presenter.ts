import type { AdminUserDetail } from '@vitalia/shared/admin-users';
import { USER_STATUS_LABELS } from '@vitalia/shared/admin-users';
import { ROLE_LABELS } from '@vitalia/shared/permissions';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import { presentAuditEntry } from '../audit/audit-presenter';
import type { NamedAuditRow } from '../audit/audit-repository';
import type { AdminUserListRow, MemberDetailRows } from './admin-users-repository';

/** One member as the admin's table shows her. */
export function presentAdminUser({ user, lastSignInAt, isFeaturedTrainer }: AdminUserListRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    plan_type: user.planType,
    status: user.status,
    is_featured_trainer: Boolean(isFeaturedTrainer),
    created_at: user.createdAt.toISOString(),
    // Raw SQL subqueries come back as strings from node-postgres and as Dates from PGlite.
    last_sign_in_at: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
  };
}

/** The member page: her plans, sessions (by reference), notifications, feedback and audit entries. */
export function presentAdminUserDetail(
  user: ReturnType<typeof presentAdminUser>,
  detail: MemberDetailRows,
  audit: NamedAuditRow[],
): AdminUserDetail {
  return {
    success: true,
    user,
    memberships: detail.plans.map((row) => ({
      id: row.id,
      plan_type: row.planCode,
      status: row.status,
      started_at: row.periodStart.toISOString(),
      current_period_end: row.periodEnd.toISOString(),
      ended_at: row.endedAt?.toISOString() ?? null,
    })),
    // A reference, never the stored id: that is the HMAC the session cookie is checked against.
    sessions: detail.sessions.map((row) => ({
      ref: row.id.slice(0, 16),
      started_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      user_agent: row.userAgent,
      ip: row.ip,
    })),
    notifications: detail.notifications.map((row) => ({
      id: row.id,
      title: row.title,
      is_read: row.isRead,
      created_at: row.createdAt.toISOString(),
    })),
    feedback: detail.feedback.map((row) => ({
      id: row.id,
      rating: row.rating,
      category: row.category,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
    audit: audit.map(presentAuditEntry),
  };
}

/** The members CSV: its header, then one line per member in the table's words. */
export const ADMIN_USERS_CSV_HEADER = [
  'ID',
  'Nombre',
  'Apellido',
  'Email',
  'Usuario',
  'Teléfono',
  'Rol',
  'Plan',
  'Estado',
  'Registro',
  'Último ingreso',
];

export function adminUserCsvLine(row: AdminUserListRow) {
  const user = presentAdminUser(row);
  return [
    user.id,
    user.first_name,
    user.last_name,
    user.email,
    user.username,
    user.phone,
    ROLE_LABELS[user.role],
    PLAN_LABELS[user.plan_type],
    USER_STATUS_LABELS[user.status],
    user.created_at,
    user.last_sign_in_at,
  ];
}
