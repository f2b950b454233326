import { USERNAME_MAX } from '@vitalia/shared/constants/auth';

/** "María José" + "Pérez" → "mariajose.pe": accents dropped, SPEC §5 alphabet, at most 12. */
export function usernameBase(firstName: string, lastName: string, email: string): string {
  const clean = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const first = clean(firstName);
  const last = clean(lastName);
  const joined = first && last ? `${first}.${last}` : first || last || clean(email.split('@')[0] ?? '');
  return (joined || 'socio').slice(0, USERNAME_MAX).replace(/\.$/, '');
}

/**
 * The base, or the base shortened with a number, whichever is free first. `scatter` skips straight to
 * random numbers: used after losing a race to another sign-up that chose the same name.
 */
export async function generateUsername(
  base: string,
  isTaken: (candidate: string) => Promise<boolean>,
  scatter = false,
): Promise<string> {
  if (!scatter && !(await isTaken(base))) return base;
  for (let attempt = scatter ? 20 : 0; attempt < 70; attempt += 1) {
    const suffix = String(attempt < 20 ? attempt + 2 : Math.floor(Math.random() * 100_000));
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length).replace(/\.$/, '')}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}
