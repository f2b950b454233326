import { z } from 'zod';
import { MeasurementSchema, NoteSchema } from './practice';
import { REGISTER_ERRORS } from './messages/auth';
import { RegisterSchema, usernameField } from './auth';
import { PlanTypeSchema, UserSchema } from './user';
import { ConsentSchema, IntakeSchema } from './onboarding';
import { RegistryNumberSchema } from './trainers';
import { CheckInSchema } from './check-ins';
import { MealPlanSchema } from './meal-plans';
import { StoredBillingSchema } from './commerce';
import { JournalEntrySchema } from './journal';
import { ProgressMeasurementSchema, ProgressMetricSchema, ProgressPhotoSchema } from './progress';

/** PUT /profile and PUT /users/{id}: the same rules as registration for the fields they share. */
export const ProfileUpdateSchema = z.object({
  first_name: RegisterSchema.shape.first_name,
  last_name: RegisterSchema.shape.last_name,
  phone: RegisterSchema.shape.phone,
  username: usernameField.refine((value) => value.length > 0, REGISTER_ERRORS.usernameFormat),
});
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const VisibilitySchema = z.object({ profile_visible: z.boolean() });

export const TrainerProfileSchema = z.object({
  specialization: z.string().trim().min(3, 'Describe tu especialidad').max(120, 'Máximo 120 caracteres'),
  experience_years: z.number().int().min(0).max(60),
  bio: z.string().trim().max(600, 'Máximo 600 caracteres'),
  registry_number: RegistryNumberSchema,
});

export const DeleteAccountSchema = z.object({
  password: z.string().max(128).optional(),
  /** Accounts made with Google have no password: they confirm by typing their e-mail. */
  confirm_email: z.string().max(254).optional(),
});

export const StatsSchema = z.object({
  member_since_days: z.number(),
  plan_type: PlanTypeSchema,
  notifications_total: z.number(),
  notifications_unread: z.number(),
  feedback_sent: z.number(),
  active_sessions: z.number(),
});
export type Stats = z.infer<typeof StatsSchema>;

/** GET/PUT /profile, PUT /users/{id} and the avatar calls. */
export const ProfileResponseSchema = z.object({
  success: z.boolean(),
  user: UserSchema,
  profile_visible: z.boolean(),
});
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

// Its own shape, not the input's: a transformed input field has no JSON Schema for the response serializer.
export const TrainerProfileResponseSchema = z.object({
  name: z.string(),
  specialization: z.string(),
  experience_years: z.number(),
  bio: z.string(),
  registry_number: z.string().nullable(),
});
export type TrainerProfileResponse = z.infer<typeof TrainerProfileResponseSchema>;

/** GET /users/me/activity: the member's open sessions. */
export const ActivitySchema = z.object({
  sessions: z.array(
    z.object({
      started_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** GET /users/export-data: everything stored about the member (Ley 19.628 / 21.719 access right). */
/** What the file holds, in the member's words; the first thing in it (issue 22, Ley 21.719). */
export const DATA_EXPORT_CONTENTS = [
  'Tu cuenta y tu perfil',
  'Tus compras: pedidos, datos de boleta (RUT y dirección), detalle, montos con IVA y pagos',
  'El historial de tu plan',
  'Tu cuestionario de inicio y cada consentimiento de datos de salud que diste o retiraste',
  'Tus descargas de la biblioteca',
  'Tus citas y tus inscripciones a clases en vivo',
  'Tu ficha clínica: las notas de tus consultas, con cada versión, y las medidas que te tomaron',
  'Tus mensajes con tu equipo y sus fotos y documentos (enlaces de descarga válidos por 7 días), y los mensajes que reportaste',
  'Tus check-ins: cada pregunta, tus respuestas y el comentario de tu profesional',
  'Tus planes de alimentación, con cada versión publicada',
  'Tu diario de comidas: cada registro, sus fotos (enlaces válidos por 7 días) y los comentarios de tu profesional',
  'Las medidas que registraste tú',
  'Tus fotos de progreso (enlaces válidos por 7 días)',
  'Tus notificaciones, valoraciones y sesiones',
] as const;

export const DataExportSchema = z.object({
  exported_at: z.string(),
  contents: z.array(z.string()),
  account: UserSchema.extend({ profile_visible: z.boolean(), signed_in_with_google: z.boolean() }),
  notifications: z.array(
    z.object({
      title: z.string(),
      message: z.string(),
      is_read: z.boolean(),
      action_url: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  feedback: z.array(
    z.object({ message: z.string(), rating: z.number(), category: z.string(), created_at: z.string() }),
  ),
  sessions: z.array(
    z.object({
      started_at: z.string(),
      expires_at: z.string(),
      user_agent: z.string().nullable(),
      ip: z.string().nullable(),
    }),
  ),
  trainer_profile: z.array(TrainerProfileResponseSchema),
  /** The intake and every health-data consent given or withdrawn (Ley 21.719). */
  intake: IntakeSchema.nullable(),
  health_consents: z.array(ConsentSchema),
  purchases: z.array(
    z.object({
      order_id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      created_at: z.string(),
      paid_at: z.string().nullable(),
      total: z.number().int(),
      subtotal: z.number().int(),
      iva: z.number().int(),
      billing: StoredBillingSchema.nullable(),
      items: z.array(
        z.object({ description: z.string(), unit_price: z.number().int(), quantity: z.number().int() }),
      ),
      payments: z.array(
        z.object({
          provider: z.string(),
          status: z.string(),
          amount: z.number().int(),
          created_at: z.string(),
        }),
      ),
    }),
  ),
  membership_history: z.array(
    z.object({ description: z.string(), plan_type: z.string(), created_at: z.string() }),
  ),
  library_downloads: z.array(z.object({ title: z.string(), downloaded_at: z.string() })),
  appointments: z.array(
    z.object({
      type: z.string(),
      professional: z.string(),
      starts_at: z.string(),
      status: z.string(),
      notes: z.string().nullable(),
      cancel_reason: z.string().nullable(),
      booked_at: z.string(),
    }),
  ),
  class_registrations: z.array(
    z.object({ title: z.string(), starts_at: z.string(), status: z.string(), since: z.string() }),
  ),
  /** What her professionals wrote and measured in consultation (ADR 0073: hers to access). */
  clinical_record: z.object({ notes: z.array(NoteSchema), measurements: z.array(MeasurementSchema) }),
  conversations: z.array(
    z.object({
      professional: z.string(),
      messages: z.array(z.object({ from: z.string(), body: z.string(), sent_at: z.string() })),
      /** Photos and PDFs of the thread, each with a download link that lasts a week. */
      attachments: z.array(
        z.object({
          kind: z.enum(['image', 'pdf']),
          name: z.string(),
          size: z.number().int(),
          sent_at: z.string(),
          url: z.string(),
        }),
      ),
    }),
  ),
  /** Messages she reported and why (the reason is hers; the message is in its thread above). */
  message_reports: z.array(
    z.object({
      professional: z.string(),
      reason: z.string(),
      reported_at: z.string(),
      resolved: z.boolean(),
    }),
  ),
  check_ins: z.array(CheckInSchema),
  /** Her meal plans: each published version, with its days, meals and totals. */
  meal_plans: z.array(MealPlanSchema),
  food_journal: z.array(JournalEntrySchema),
  own_measurements: z.array(ProgressMeasurementSchema),
  /** Every series of hers (standard and custom measures) with its goal. */
  progress_metrics: z.array(ProgressMetricSchema),
  /** Her progress photos, each by a link that lasts a week. */
  progress_photos: z.array(ProgressPhotoSchema),
});
export type DataExport = z.infer<typeof DataExportSchema>;

/** GET /users/avatar/{id}/debug (admins). */
export const AvatarDebugSchema = z.object({
  user_id: z.number(),
  avatar_path: z.string().nullable(),
  exists: z.boolean(),
  size_bytes: z.number(),
  profile_visible: z.boolean(),
});

/** GET /users/me/sessions: the member's own signed-in devices ("Sesiones activas"). */
export const OwnSessionsSchema = z.object({
  success: z.boolean(),
  sessions: z.array(
    z.object({
      ref: z.string(),
      device: z.string(),
      ip: z.string().nullable(),
      started_at: z.string(),
      expires_at: z.string(),
      last_used_at: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type OwnSessions = z.infer<typeof OwnSessionsSchema>;

export const SessionRefSchema = z.object({ ref: z.string().regex(/^[0-9a-f]{16}$/, 'Sesión inválida') });
