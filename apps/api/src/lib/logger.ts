/**
 * Anything that could identify a member or open an account never reaches the log: credentials, tokens,
 * cookies, e-mail addresses and phone numbers, wherever they sit in a logged object.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.new_password',
  '*.current_password',
  '*.token',
  '*.email',
  '*.to',
  '*.phone',
  'err.params',
  'err.cause.params',
];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const PHONE = /\+?\d[\d ()-]{7,}\d/g;
const ARGON_HASH = /\$argon2[^\s,"')]*/g;

/** Drizzle puts the query's values in its error message ("Failed query: … params: …"): they go. */
export function scrubText(text: string): string {
  const cut = text.indexOf('\nparams:');
  const withoutParams = cut >= 0 ? text.slice(0, cut) : text;
  return withoutParams.replace(ARGON_HASH, '[hash]').replace(EMAIL, '[email]').replace(PHONE, '[teléfono]');
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: scrubText(error.message),
    ...(code !== undefined ? { code } : {}),
    stack: scrubText(error.stack ?? ''),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

export function loggerOptions(level: string = 'info') {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    serializers: { err: serializeError, error: serializeError },
  };
}
