// The public storefront (issue 48 §1): what a prospect reads without an account.
import { z } from 'zod';
import { IdSchema, TimestampSchema } from './api';
import { emailField, nameField, phoneField } from './auth';
import { REGISTER_ERRORS } from './messages/auth';
import { CourseLevelSchema, LessonKindSchema } from './courses';
import { COURSE_MESSAGES } from './messages/courses';
import { TrainerSchema } from './member';
import { PlanTypeSchema } from './user';
import {
  AvailableSlotsResponseSchema,
  CalendarDateSchema,
  CalendarMonthSchema,
  DEFAULT_TIME_ZONE,
  TimeZoneSchema,
} from './scheduling';

/** GET /api/public/team: every active professional, with her registration number. */
export const PublicTeamSchema = z.object({ success: z.boolean(), professionals: z.array(TrainerSchema) });
export type PublicTeam = z.infer<typeof PublicTeamSchema>;

/** The free first evaluation booked by a visitor (issue 48 §1, ADR 0092): what `/reservar` sends and reads. */
export const EVALUATION_MESSAGES = {
  acceptTerms: 'Debes aceptar los términos y la política de privacidad',
  checkYourMail: (email: string) =>
    `Te enviamos un correo a ${email}. Abre el enlace para confirmar tu evaluación: la hora queda reservada cuando confirmas.`,
  tooMany: 'Demasiadas reservas desde aquí. Espera una hora e inténtalo de nuevo.',
  tooManyForAddress:
    'Ya enviamos varios correos a esta dirección hoy. Revisa tu bandeja (y spam) o inténtalo mañana.',
  linkInvalid: 'Este enlace de confirmación no es válido o ya venció. Reserva de nuevo tu evaluación.',
  noEvaluation: 'La evaluación inicial no está disponible por ahora.',
  alreadyBooked: (when: string) =>
    `Ya tienes una evaluación inicial reservada para el ${when}. Puedes verla en Mis Citas.`,
  staffAccount: 'Esta dirección es de una cuenta del equipo: reserva desde tu cuenta.',
  suspendedAccount: 'Esta cuenta está suspendida. Escríbenos para reactivarla.',
  confirmed: '¡Listo! Tu evaluación inicial quedó reservada.',
} as const;

/** Visitors' requests per address (IP) and per e-mail: each sends a mail, so both are bounded. */
export const EVALUATION_REQUEST_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const EVALUATION_EMAIL_LIMIT = { max: 3, windowMs: 24 * 60 * 60 * 1000 } as const;
/** How long her confirmation link works. */
export const EVALUATION_LINK_HOURS = 24;

/** GET /api/public/evaluation-slots: a day's free times for the evaluation, with whom. */
export const EvaluationSlotsQuerySchema = z.object({
  date: CalendarDateSchema,
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});
/** GET /api/public/evaluation-slots/days: a month's days with free times for it. */
export const EvaluationDaysQuerySchema = z.object({
  month: CalendarMonthSchema,
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});

/** The evaluation as the storefront offers it: which consultation, how long, where. */
export const PublicEvaluationSchema = z.object({
  type_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  duration_minutes: z.number(),
  modality: z.enum(['online', 'presencial']),
});
export const EvaluationSlotsResponseSchema = AvailableSlotsResponseSchema.extend({
  evaluation: PublicEvaluationSchema,
  /** Who the day's times are with: the public name of each professional in `slots`. */
  professionals: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type EvaluationSlotsResponse = z.infer<typeof EvaluationSlotsResponseSchema>;

/** POST /api/public/evaluation-bookings: who she is and the time she chose; nothing else is trusted. */
export const EvaluationBookingSchema = z.object({
  first_name: nameField(REGISTER_ERRORS.firstNameShort, REGISTER_ERRORS.firstNameRequired),
  last_name: nameField(REGISTER_ERRORS.lastNameShort, REGISTER_ERRORS.lastNameRequired),
  email: emailField(REGISTER_ERRORS.emailRequired),
  phone: phoneField,
  trainer_id: IdSchema,
  starts_at: TimestampSchema,
  accept_terms: z.literal(true, { error: EVALUATION_MESSAGES.acceptTerms }),
});
export type EvaluationBookingInput = z.input<typeof EvaluationBookingSchema>;
/** The same answer whether or not the address has an account (no enumeration). */
export const EvaluationBookingAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type EvaluationBookingAnswer = z.infer<typeof EvaluationBookingAnswerSchema>;

/** POST /api/public/evaluation-bookings/confirm: her link's token, and another time if hers was taken. */
export const ConfirmEvaluationSchema = z.object({
  token: z.string().min(20, EVALUATION_MESSAGES.linkInvalid).max(100, EVALUATION_MESSAGES.linkInvalid),
  trainer_id: IdSchema.optional(),
  starts_at: TimestampSchema.optional(),
});
export const ConfirmedEvaluationSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  appointment: z.object({
    starts_at: z.string(),
    ends_at: z.string(),
    professional: z.string(),
    consultation: z.string(),
    modality: z.enum(['online', 'presencial']),
  }),
  /** Only for an account made by this booking: the one-time token of "Crea tu contraseña". */
  password_token: z.string().nullable(),
});
export type ConfirmedEvaluation = z.infer<typeof ConfirmedEvaluationSchema>;

/** A published course as the storefront sells it (issue 48 §1): no member's state in it. */
export const PublicCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  level: CourseLevelSchema,
  required_plan: PlanTypeSchema,
  trainer: z.object({ name: z.string(), slug: z.string() }).nullable(),
  lessons_count: z.number().int(),
  duration_minutes: z.number().int(),
  /** Its price when it is also sold on its own; otherwise the plan that includes it is the way in. */
  price_clp: z.number().int().nullable(),
  /** The cart product that sells it (with `price_clp`): "Comprar" puts it in her cart after sign-up. */
  product_id: z.number().int().nullable(),
});
export type PublicCourse = z.infer<typeof PublicCourseSchema>;
export const PublicCoursesResponseSchema = z.object({
  success: z.boolean(),
  courses: z.array(PublicCourseSchema),
});
export type PublicCoursesResponse = z.infer<typeof PublicCoursesResponseSchema>;

/** GET /api/public/courses/{slug}: the sales page, with the outline's titles (never a lesson's content). */
export const PublicCourseDetailSchema = z.object({
  success: z.boolean(),
  course: PublicCourseSchema,
  sections: z.array(
    z.object({
      title: z.string(),
      description: z.string(),
      lessons: z.array(
        z.object({ title: z.string(), kind: LessonKindSchema, duration_minutes: z.number().int() }),
      ),
    }),
  ),
});
export type PublicCourseDetail = z.infer<typeof PublicCourseDetailSchema>;
export const CourseSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, COURSE_MESSAGES.notFound),
});
