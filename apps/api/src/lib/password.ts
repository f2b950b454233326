import { hash, verify } from '@node-rs/argon2';
import { ERROR_CODES } from '@vitalia/shared/api';
import { API_ERRORS } from '@vitalia/shared/messages/general';
import { AppError } from './app-error';
import { concurrencyGate } from './concurrency-gate';

// OWASP's argon2id baseline (m=19 MiB, t=2, p=1): ~11 ms a hash on this hardware (STACK-NOTES).
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum that isolated modules cannot read */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * At most this many hashes run at once (the machine has 2 cores) and at most QUEUE_MAX wait; beyond that a
 * sign-in is refused with 503 at once, so a flood of sign-ins cannot starve every other request.
 */
const CONCURRENT = 2;
const QUEUE_MAX = 64;
const limited = concurrencyGate(CONCURRENT, {
  queueMax: QUEUE_MAX,
  whenFull: () => new AppError(503, API_ERRORS.busy, ERROR_CODES.SERVICE_UNAVAILABLE),
});

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so unknown e-mails cannot be told apart by latency. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('vitalia-timing-equaliser', ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
}
