import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ~11 ms a hash on this hardware (STACK-NOTES).
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum that isolated modules cannot read */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so unknown e-mails cannot be told apart by latency. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('vitalia-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
