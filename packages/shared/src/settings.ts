// Typed platform settings (issue 10, "Configuración"): one zod schema and one default per key.
import { z } from 'zod';
import { emailField } from './auth';
import { HIDDEN_FORMATTING, HIDDEN_FORMATTING_MESSAGE, visible } from './api';
import { EXPERIMENT_DEFAULTS, type ExperimentKey } from './experiments';
import { SETTINGS_MESSAGES } from './messages/admin';
import { REGISTER_ERRORS } from './messages/auth';
import { CHILEAN_MOBILE, normalizeChileanMobile } from './user-rules';
import { formatRut, isValidRut } from './commerce-rules';

export const DailyMessageSettingSchema = z.object({
  message: visible(z.string().trim().min(3, 'El mensaje es muy corto').max(300, 'Máximo 300 caracteres')),
  author: visible(z.string().trim().max(80, 'Máximo 80 caracteres')).nullable(),
  is_active: z.boolean(),
});
export type DailyMessageSetting = z.infer<typeof DailyMessageSettingSchema>;

/** Every flag of experiments.ts, each a boolean: a flag the app does not know is refused, not stored. */
const flag = z.boolean({ error: 'Elige activado o desactivado' });
export const ExperimentsSchema = z.strictObject({
  daily_message_button: flag,
  monthly_feedback_prompt: flag,
} satisfies Record<ExperimentKey, z.ZodBoolean>);
const ExperimentsValuesSchema = z.object({
  daily_message_button: z.boolean(),
  monthly_feedback_prompt: z.boolean(),
} satisfies Record<ExperimentKey, z.ZodBoolean>);

/** GET /api/experiments. */
export const ExperimentsResponseSchema = z.object({
  success: z.boolean(),
  experiments: ExperimentsValuesSchema,
});

/**
 * The practice's WhatsApp: a Chilean mobile however it is typed ("9 1234 5678", "+56 9 1234-5678"), kept
 * as +569XXXXXXXX; empty means none, and "Contáctanos" then shows only the e-mail.
 */
export const WhatsAppSettingSchema = z
  .string({ error: SETTINGS_MESSAGES.whatsappInvalid })
  .trim()
  .max(24, SETTINGS_MESSAGES.whatsappInvalid)
  .transform((value) => normalizeChileanMobile(value))
  .refine((value) => value === '' || CHILEAN_MOBILE.test(value), SETTINGS_MESSAGES.whatsappInvalid);

const issuerText = (required: string, max: number) =>
  visible(z.string({ error: required }).trim().min(3, required).max(max, `Máximo ${max} caracteres`));

/** Who issues the receipts (issue 48 §2): printed on every receipt and its e-mail, from Configuración. */
export const BillingIssuerSchema = z.object({
  legal_name: issuerText('Escribe la razón social', 120),
  rut: z
    .string({ error: 'Escribe el RUT de la empresa' })
    .trim()
    .max(14, 'RUT inválido: revisa el número y el dígito verificador')
    .refine(isValidRut, 'RUT inválido: revisa el número y el dígito verificador')
    .transform(formatRut),
  business_line: issuerText('Escribe el giro', 120),
  address: issuerText('Escribe la dirección', 200),
  // The SII asks a document's issuer for its comuna and economic activity (Acteco) apart from the address;
  // settings saved before they were asked read as the demo company's.
  comuna: visible(
    z
      .string({ error: 'Escribe la comuna' })
      .trim()
      .min(3, 'Escribe la comuna')
      .max(20, 'Máximo 20 caracteres'),
  ).default('Providencia'),
  activity_code: z
    .string({ error: 'El código de actividad del SII tiene 6 dígitos' })
    .trim()
    .regex(/^\d{6}$/, 'El código de actividad del SII tiene 6 dígitos')
    .default('869090'),
});
export type BillingIssuer = z.output<typeof BillingIssuerSchema>;

export const SETTING_SCHEMAS = {
  platform_name: z
    .string()
    .trim()
    .min(2, 'Nombre muy corto')
    .max(60, 'Máximo 60 caracteres')
    .refine((name) => !HIDDEN_FORMATTING.test(name), HIDDEN_FORMATTING_MESSAGE),
  contact_email: emailField(REGISTER_ERRORS.emailRequired),
  contact_whatsapp: WhatsAppSettingSchema,
  /** When the team answers (issue 42 §11): one truthful text, shown in Contáctanos. */
  support_hours: visible(
    z.string().trim().min(3, 'Escribe el horario de atención').max(80, 'Máximo 80 caracteres'),
  ),
  daily_messages: z.array(DailyMessageSettingSchema).max(366, 'Máximo 366 mensajes'),
  featured_trainers: z.array(z.number().int().positive()).max(12, 'Máximo 12 profesionales destacados'),
  appointment_cancellation_hours: z
    .number()
    .int('Usa horas enteras')
    .min(0, 'Mínimo 0 horas')
    .max(168, 'Máximo 168 horas (7 días)'),
  reminder_lead_hours: z
    .array(z.number().int('Usa horas enteras').min(1, 'Mínimo 1 hora').max(168, 'Máximo 168 horas'))
    .min(1, 'Elige al menos un recordatorio')
    .max(5, 'Máximo 5 recordatorios'),
  feedback_prompt_day: z
    .number()
    .int()
    .min(1, 'Elige un día entre 1 y 28')
    .max(28, 'Elige un día entre 1 y 28'),
  maintenance_banner: visible(z.string().trim().max(200, 'Máximo 200 caracteres')),
  experiments: ExperimentsSchema,
  unread_message_email_minutes: z
    .number()
    .int('Usa minutos enteros')
    .min(5, 'Mínimo 5 minutos')
    .max(1440, 'Máximo 1.440 minutos (24 horas)'),
  billing_issuer: BillingIssuerSchema,
} as const;

export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type Settings = { [K in SettingKey]: z.output<(typeof SETTING_SCHEMAS)[K]> };
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

/** Defaults; the daily messages and featured trainers defaults are whatever their tables hold (seed). */
export const SETTING_DEFAULTS: Omit<Settings, 'daily_messages' | 'featured_trainers'> = {
  platform_name: 'Vitalia',
  contact_email: 'hola@vitalia.cl',
  contact_whatsapp: '',
  support_hours: 'de lunes a viernes, de 9:00 a 18:00',
  appointment_cancellation_hours: 24,
  reminder_lead_hours: [24, 1],
  // SPEC §9: the feedback prompt on day 4 of the month.
  feedback_prompt_day: 4,
  maintenance_banner: '',
  experiments: EXPERIMENT_DEFAULTS,
  // Issue 46: a message unread this long brings its recipient one e-mail (without its text).
  unread_message_email_minutes: 10,
  // The demo's company: a real deployment writes its own in Configuración before selling.
  billing_issuer: {
    legal_name: 'Vitalia Salud SpA',
    rut: '76.543.210-3',
    business_line: 'Servicios de asesoría en salud y nutrición',
    address: 'Av. Providencia 1234, oficina 56, Providencia, Santiago',
    comuna: 'Providencia',
    activity_code: '869090',
  },
};

export const SETTING_LABELS: Record<SettingKey, string> = {
  platform_name: 'Nombre de la plataforma',
  contact_email: 'Email de contacto',
  contact_whatsapp: 'WhatsApp de contacto',
  support_hours: 'Horario de atención',
  daily_messages: 'Mensajes diarios',
  featured_trainers: 'Profesionales destacados',
  appointment_cancellation_hours: 'Plazo para cancelar citas (horas)',
  reminder_lead_hours: 'Recordatorios de citas (horas antes)',
  feedback_prompt_day: 'Día del mes para pedir valoración',
  maintenance_banner: 'Aviso de mantención',
  experiments: 'Funciones opcionales',
  unread_message_email_minutes: 'Aviso por e-mail de mensajes sin leer (minutos)',
  billing_issuer: 'Emisor de las boletas',
};

const strictError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? SETTINGS_MESSAGES.unknownKey : undefined;

/** PUT /admin/settings: any subset of keys; an unknown key is a 400, nothing saved. */
export const SettingsUpdateSchema = z
  .strictObject(SETTING_SCHEMAS, { error: strictError })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'No hay cambios que guardar');
export type SettingsUpdate = z.input<typeof SettingsUpdateSchema>;

export const SettingKeySchema = z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]], {
  error: SETTINGS_MESSAGES.unknownKey,
});

/** POST /admin/settings: one key and its value, checked against that key's schema. */
export const SettingWriteSchema = z
  .object({ key: SettingKeySchema, value: z.unknown() })
  .superRefine((body, context) => {
    const parsed = SETTING_SCHEMAS[body.key].safeParse(body.value);
    if (!parsed.success)
      context.addIssue({
        code: 'custom',
        path: ['value'],
        message: parsed.error.issues[0]?.message ?? SETTINGS_MESSAGES.invalidValue,
      });
  });

export const SettingKeyQuerySchema = z.object({ key: SettingKeySchema });

/** The values as the API sends them (plain types: response schemas must not transform). */
export const SettingsValuesSchema = z.object({
  platform_name: z.string(),
  contact_email: z.string(),
  contact_whatsapp: z.string(),
  support_hours: z.string(),
  daily_messages: z.array(
    z.object({ message: z.string(), author: z.string().nullable(), is_active: z.boolean() }),
  ),
  featured_trainers: z.array(z.number().int()),
  appointment_cancellation_hours: z.number().int(),
  reminder_lead_hours: z.array(z.number().int()),
  feedback_prompt_day: z.number().int(),
  billing_issuer: z.object({
    legal_name: z.string(),
    rut: z.string(),
    business_line: z.string(),
    address: z.string(),
    comuna: z.string(),
    activity_code: z.string(),
  }),
  maintenance_banner: z.string(),
  experiments: ExperimentsValuesSchema,
  unread_message_email_minutes: z.number().int(),
});

export const SettingsResponseSchema = z.object({
  success: z.boolean(),
  settings: SettingsValuesSchema,
  updated: z.record(z.string(), z.object({ at: z.string(), by: z.number().int().nullable() })),
  /** Every trainer profile, for choosing the featured ones. */
  trainer_options: z.array(z.object({ id: z.number().int(), name: z.string(), is_active: z.boolean() })),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/** GET /settings/public: what every screen may know (the maintenance banner, the feedback prompt day). */
export const PublicSettingsSchema = z.object({
  platform_name: z.string(),
  contact_email: z.string(),
  /** +569XXXXXXXX, or empty when the practice has not set one. */
  contact_whatsapp: z.string(),
  support_hours: z.string(),
  maintenance_banner: z.string(),
  feedback_prompt_day: z.number().int(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
