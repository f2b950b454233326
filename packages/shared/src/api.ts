import { z } from 'zod';

/** Error codes the API puts in `code`; the client maps some of them to SPEC §8 messages. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION_ERROR',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** The password matched but an admin suspended the account: the screen shows the server's message. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  CSRF: 'CSRF_INVALID',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** The change would leave the platform without an active admin. */
  LAST_ADMIN: 'LAST_ADMIN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  PLAN_REQUIRED: 'PLAN_REQUIRED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ApiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  /** Field path → first Spanish message, for 400 validation errors. */
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptime_s: z.number(),
  /** Free megabytes under DATA_DIR, and whether writes are refused for want of them (issue 43 §8). */
  disk_free_mb: z.number().nullable().optional(),
  disk_low: z.boolean().optional(),
});
export type Health = z.infer<typeof HealthSchema>;

export const SuccessSchema = z.object({ success: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessSchema>;
export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Ids are PostgreSQL `integer` (int4): anything outside is not a record, so it is a 404, never a 500. */
export const ID_MAX = 2_147_483_647;
/**
 * A whole number from a JSON body (a number) or a path or query string (decimal digits only). Plain coercion
 * took `true`, `[1]`, `"0x5"` and `"1e1"` as numbers (issue 17).
 */
export const wholeNumber = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,16}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message));

/**
 * An id inside a JSON body that holds hundreds of them (a week's meal plan): a number only. IdSchema's string
 * branch and pipe cost ~2 µs and ~4 kB per id, and a missing one (the other kind of item) builds its issues'
 * messages; a plan's 315 items made the editor's preview allocate 1.4 MB per parse (issue 47).
 */
export const JsonIdSchema = z
  .number({ error: 'Identificador inválido' })
  .int('Identificador inválido')
  .positive('Identificador inválido')
  .max(ID_MAX, 'Identificador inválido');

/** An id from a path, a query string or a JSON body: JsonIdSchema's bounds, also taking decimal digits. */
export const IdSchema = wholeNumber('Identificador inválido').pipe(JsonIdSchema);
export const IdParamsSchema = z.object({ id: IdSchema });

/** C0 control characters other than tab and line breaks, and DEL: never valid in text we store. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Characters that hide or reorder what a reader sees: bidirectional overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069: a right-to-left override can make a name read backwards), zero-width characters, and C0/C1
 * controls. Refused in names shown to other people (issue 17).
 */
export const HIDDEN_FORMATTING =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/;
export const HIDDEN_FORMATTING_MESSAGE = 'Usa solo letras, números y signos visibles';

/**
 * The one rule for free text another person reads (notes, reasons, lesson bodies, descriptions, intake
 * answers; issue 42 §14): no character that hides or reorders what she sees. Line breaks and tabs are text.
 */
export const isVisibleText = (text: string) => !HIDDEN_FORMATTING.test(text.replace(/[\n\r\t]/g, ' '));
export const visible = (schema: z.ZodString) => schema.refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE);

/** A timestamp the database can hold (PostgreSQL has no year 0). */
export const TimestampSchema = z.iso.datetime({ offset: true, error: 'Fecha inválida' }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9999;
}, 'Fecha inválida');
