import { API_ERRORS } from '@vitalia/shared/messages/general';
import { ERROR_CODES } from '@vitalia/shared/api';
import { AppError } from './app-error';

/** The disk (or its quota) is full: 507, the operator's to fix, the same words as the free-space check. */
const FULL = new Set(['ENOSPC', 'EDQUOT']);
/** The server may not or cannot write there (permissions, a read-only or failing disk): 503. */
const BROKEN = new Set(['EACCES', 'EPERM', 'EROFS', 'EIO']);

const codeOf = (error: unknown): string | undefined => {
  for (let link = error, depth = 0; link && typeof link === 'object' && depth < 5; depth += 1) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (FULL.has(code) || BROKEN.has(code))) return code;
    link = (link as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * A storage error of the server's, not the sender's (issue 43 §8): said as such instead of "we could not
 * read your file" (400), with the system's code kept for the operator's log line. Null for anything else.
 */
export function storageFault(error: unknown): AppError | null {
  const code = codeOf(error);
  if (!code) return null;
  const fault = FULL.has(code)
    ? new AppError(507, API_ERRORS.diskFull, ERROR_CODES.SERVICE_UNAVAILABLE)
    : new AppError(503, API_ERRORS.storageBroken, ERROR_CODES.SERVICE_UNAVAILABLE);
  fault.retryAfterSeconds = 60;
  // What the operator's log line says (the system's words: code, call and path); the caller sees none of it.
  Object.assign(fault, { detail: error instanceof Error ? error.message : code });
  return fault;
}
