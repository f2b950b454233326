// Pure user rules with no zod import, so the browser's first chunk can use them.
import type { User } from './user';

/** SPEC §6 role helper: role or user_type → upper case, default STANDARD. */
export type StoredRole = 'ADMIN' | 'STANDARD';
export function toStoredRole(
  value: { role?: string | null; user_type?: string | null } | null | undefined,
): StoredRole {
  const raw = (value?.role ?? value?.user_type ?? '').toUpperCase();
  return raw === 'ADMIN' ? 'ADMIN' : 'STANDARD';
}

/** Header rule of SPEC §2: full name, else first name, else the e-mail's local part. */
export function displayNameOf(
  user: Pick<User, 'email' | 'first_name'> & { profile?: { full_name?: string } },
): string {
  const fullName = user.profile?.full_name?.trim();
  if (fullName) return fullName;
  const firstName = user.first_name.trim();
  if (firstName) return firstName;
  return user.email.split('@')[0] ?? user.email;
}
