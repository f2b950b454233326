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

/**
 * A person's initials as Chile reads a name: the first given name and the first surname ("Catalina" +
 * "Muñoz Rojas" → "CM"; "Ana María" + "Pérez" → "AP"). With only one word to go on, its first two letters.
 */
export function initialsOf(firstName: string, lastName = ''): string {
  const given = firstName.trim().split(/\s+/).filter(Boolean);
  const surname = lastName.trim().split(/\s+/).find(Boolean);
  const letters = surname
    ? [given[0]?.[0] ?? surname[1], surname[0]]
    : given.length > 1
      ? [given[0]?.[0], given[1]?.[0]]
      : [given[0]?.[0], given[0]?.[1]];
  return letters.filter(Boolean).join('').toLocaleUpperCase('es-CL') || '?';
}

/** A Chilean mobile in E.164: +56, then 9, then eight digits. */
export const CHILEAN_MOBILE = /^\+569\d{8}$/;

/**
 * A Chilean mobile typed any usual way ("9 1234 5678", "56912345678", "+56 9 1234-5678") as +569XXXXXXXX;
 * anything else comes back with only its spaces and separators removed, for the caller to refuse.
 */
export function normalizeChileanMobile(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (/^9\d{8}$/.test(compact)) return `+56${compact}`;
  if (/^569\d{8}$/.test(compact)) return `+${compact}`;
  return compact;
}

/** One way to show a phone everywhere (issue 22): a Chilean mobile as "+56 9 1234 5678", others as stored. */
export function formatPhone(value: string): string {
  const mobile = normalizeChileanMobile(value);
  if (!CHILEAN_MOBILE.test(mobile)) return value;
  return `+56 9 ${mobile.slice(4, 8)} ${mobile.slice(8)}`;
}
