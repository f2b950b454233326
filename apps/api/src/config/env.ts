import path from 'node:path';
import { z } from 'zod';
import '@vitalia/shared/zod-setup';
import { GOOGLE_ERRORS } from '@vitalia/shared/messages/auth';
import { isPlaceholderGoogleClientId } from '@vitalia/shared/config';
import { DEFAULT_WEB_DIST_DIR } from '../lib/paths';

const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use!';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'debe ser un número de puerto (0-65535)' })
    .int('debe ser un número de puerto (0-65535)')
    .min(0, 'debe ser un número de puerto (0-65535)')
    .max(65535, 'debe ser un número de puerto (0-65535)')
    .default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'debe ser una URL postgres://usuario:clave@host:5432/base' })
      .optional(),
  ),
  /** Connections this instance keeps to PostgreSQL; requests beyond them queue for one (ADR 0066). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** The longest a request's SQL statement may run; a report that needs more is a query to fix. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(4000),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where stored files live: unset keeps them on disk under DATA_DIR/files; `s3://bucket?endpoint=…&region=…`
   * puts them in any S3-compatible store, shared by every instance (credentials from AWS_* variables).
   */
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^(s3:\/\/[a-z0-9.-]{3,63}(\?.*)?|file:\/\/\/.+)$/,
        'debe ser s3://bucket?endpoint=…&region=… o file:///ruta',
      )
      .optional(),
  ),
  /** The machine's ffmpeg (ffprobe is looked for beside it): the video ladder. Unset: `ffmpeg` on PATH. */
  FFMPEG_PATH: optionalString.pipe(z.string().max(400).optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email('no es un email válido').optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'debe tener al menos 8 caracteres').optional()),
  GOOGLE_CLIENT_ID: optionalString,
  /** Where Google's signing keys are fetched; tests point it at a local fake JWKS. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: 'debe ser una URL smtp:// o smtps://' }).optional(),
  ),
  MAIL_FROM: z.string().default('Vitalia <no-responder@vitalia.cl>'),
  /**
   * Where consultations' video rooms live (ADR 0074): each appointment is `<base>/vitalia-<its key>`. Jitsi
   * Meet's public service by default; a self-hosted Jitsi (or any service that opens a room by its path).
   */
  MEETING_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://meet.jit.si'),
  MERCADOPAGO_ACCESS_TOKEN: optionalString,
  MERCADOPAGO_WEBHOOK_SECRET: optionalString,
  /** MercadoPago's API; tests point it at a local fake of the documented endpoints. */
  MERCADOPAGO_API_URL: z.url().default('https://api.mercadopago.com'),
  /** Webpay Plus (Transbank), offered beside MercadoPago when both are set (issue 21, ADR 0045). */
  WEBPAY_COMMERCE_CODE: optionalString.pipe(
    z
      .string()
      .regex(/^\d{12}$/, 'debe ser el código de comercio de 12 dígitos')
      .optional(),
  ),
  WEBPAY_API_KEY: optionalString,
  WEBPAY_ENVIRONMENT: z.enum(['integration', 'production']).default('integration'),
  /** Transbank's API, when not the environment's own; tests point it at a local fake of the documented API. */
  WEBPAY_API_URL: optionalString.pipe(z.url().optional()),
  /**
   * OpenFactura (Haulmer), which issues the SII's boletas, facturas and credit notes (issue 48 §2, ADR 0093).
   * Without a key, receipts are Vitalia's own "Comprobante de pago".
   */
  OPENFACTURA_API_KEY: optionalString,
  /** OpenFactura's API; https://dev-api.haulmer.com is its test environment, tests use a local fake. */
  OPENFACTURA_API_URL: z.url().default('https://api.haulmer.com'),
  /** The renewal, expiry and reminder sweep (every minute, one instance at a time); tests run it by hand. */
  BILLING_JOBS: z.enum(['on', 'off']).default('on'),
  /** Whether this instance runs queued jobs (mail, the billing sweep); `off` only enqueues them. */
  JOBS_WORKERS: z.enum(['on', 'off']).default('on'),
  /** How long finished jobs stay in the queue's table before they are removed. */
  JOBS_KEEP_COMPLETED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** How often a worker checks for jobs whose process died; such a job runs again after its lock expires. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** A process whose event loop has not turned for this long is killed, to be restarted (0: never). */
  STALL_EXIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Writes are refused with 503 while DATA_DIR's disk has less free space than this (issue 43 §8). */
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).max(10_000_000).default(256),
  /** Reads GET /api/metrics (`Authorization: Bearer …`); unset, the endpoint does not exist. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'debe tener al menos 16 caracteres').optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ error: 'debe ser una URL https://…' }).optional()),
  WEB_DIST_DIR: z.string().default(DEFAULT_WEB_DIST_DIR),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /**
   * Which X-Forwarded-For hops to believe: `false` (none, the default), a number of proxies in front of the
   * app (`1` behind one load balancer), or their addresses/CIDRs (`10.0.0.0/8,192.168.1.10`). `true` would
   * let any client pick its address (and dodge every per-address limit), so it is refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx): boolean | number | string => {
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      if (entries.every((entry) => TRUST_PROXY_ENTRY.test(entry))) return entries.join(',');
      ctx.addIssue({
        code: 'custom',
        message:
          value === 'true'
            ? 'true confiaría en la dirección que cualquier cliente declare; usa el número de proxies (p. ej. 1) o sus direcciones'
            : 'debe ser false, un número de proxies (p. ej. 1) o una lista de direcciones o CIDR separadas por comas',
      });
      return z.NEVER;
    }),
});

/** An IPv4/IPv6 address with an optional /prefix, or one of proxy-addr's names. */
const TRUST_PROXY_ENTRY = /^(?:loopback|linklocal|uniquelocal|[0-9a-f.:]+(?:\/\d{1,3})?)$/i;

const present = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** Rules across variables, read from the raw strings so they are reported together with type errors. */
function crossFieldProblems(source: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  if (source.NODE_ENV === 'production') {
    if (!present(source.SESSION_SECRET)) problems.push('SESSION_SECRET: es requerido en producción');
    if (isPlaceholderGoogleClientId(source.GOOGLE_CLIENT_ID?.trim()))
      problems.push(`GOOGLE_CLIENT_ID: ${GOOGLE_ERRORS.clientIdRequired}`);
    if (!present(source.PUBLIC_URL)) problems.push('PUBLIC_URL: es requerido en producción');
    else if (!source.PUBLIC_URL?.trim().startsWith('https://'))
      problems.push('PUBLIC_URL: en producción debe ser https:// (los enlaces de los correos llevan tokens)');
  }
  if (present(source.MERCADOPAGO_ACCESS_TOKEN) && !present(source.MERCADOPAGO_WEBHOOK_SECRET))
    problems.push(
      'MERCADOPAGO_WEBHOOK_SECRET: es requerido junto a MERCADOPAGO_ACCESS_TOKEN (sin él no se pueden verificar los avisos de pago)',
    );
  if (present(source.WEBPAY_COMMERCE_CODE) !== present(source.WEBPAY_API_KEY))
    problems.push('WEBPAY_API_KEY: WEBPAY_COMMERCE_CODE y WEBPAY_API_KEY van juntos');
  if (present(source.ADMIN_EMAIL) !== present(source.ADMIN_PASSWORD)) {
    problems.push('ADMIN_PASSWORD: ADMIN_EMAIL y ADMIN_PASSWORD van juntos');
  }
  return problems;
}

export type AppConfig = Omit<z.infer<typeof EnvSchema>, 'SESSION_SECRET' | 'HOST' | 'PUBLIC_URL'> & {
  SESSION_SECRET: string;
  HOST: string;
  PUBLIC_URL: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once; every problem gets its own line. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)),
    ...crossFieldProblems(source),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const host = env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  return {
    ...env,
    HOST: host,
    SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: path.resolve(env.DATA_DIR),
    isProduction: env.NODE_ENV === 'production',
  };
}
