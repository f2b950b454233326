import { USERNAME_MAX } from '@vitalia/shared/constants/auth';

/**
 * Her name as a username: accents dropped, SPEC §5 alphabet, at most 12, and never a name cut in the middle
 * (issue 49 §12: "@valentina.mu"). "Ana" + "Soto" → "ana.soto"; "Valentina" + "Muñoz" → "valentina.m";
 * "Maximiliano" + "Bustamante" → "m.bustamante"; only a single name longer than 12 is cut.
 */
export function usernameBase(firstName: string, lastName: string, email: string): string {
  const clean = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const first = clean(firstName);
  // The first surname: Chileans carry two, and the first is the one used.
  const last = clean(lastName.trim().split(/\s+/)[0] ?? '');
  const fits = (candidate: string) => candidate.length <= USERNAME_MAX;
  const candidates =
    first && last
      ? [`${first}.${last}`, `${first}.${last[0]}`, `${first[0]}.${last}`]
      : [first || last || clean(email.split('@')[0] ?? '')];
  const chosen = candidates.find((candidate) => candidate && fits(candidate)) ?? candidates[0] ?? '';
  return (chosen || 'socio').slice(0, USERNAME_MAX).replace(/\.$/, '');
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
