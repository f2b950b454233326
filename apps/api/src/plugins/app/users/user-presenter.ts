import type { User } from '@vitalia/shared/user';
import { displayNameOf } from '@vitalia/shared/user-rules';
import type { users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

// A row read once and kept in the session cache is presented on every call: remember the result per row.
const presented = new WeakMap<UserRow, User>();

/** The SPEC §3 User as the API shows it; the only place a row becomes a public user. */
export function presentUser(row: UserRow): User {
  let user = presented.get(row);
  if (!user) {
    user = present(row);
    presented.set(row, user);
  }
  return user;
}

/** "Josefa González": a person's name as every screen, e-mail and list writes it. */
export const fullNameOf = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

function present(row: UserRow): User {
  const fullName = fullNameOf(row);
  const base = { email: row.email, first_name: row.firstName, profile: { full_name: fullName } };
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    display_name: displayNameOf(base),
    phone: row.phone,
    avatar_url: row.avatarPath ? `/api/users/avatar/${row.id}?v=${row.updatedAt.getTime()}` : null,
    is_admin: row.role === 'admin',
    isAdmin: row.role === 'admin',
    role: row.role === 'admin' ? 'admin' : 'user',
    is_trainer: row.role === 'trainer',
    account_role: row.role,
    has_password: Boolean(row.passwordHash),
    profile_image_path: String(row.id),
    plan_type: row.planType,
    profile: { full_name: fullName },
    created_at: row.createdAt.toISOString(),
  };
}
