// Live classes and webinars (issue 20, ADR 0038): what members and admins ask for and what the API answers.
import { z } from 'zod';
import { HIDDEN_FORMATTING_MESSAGE, IdSchema, isVisibleText, TimestampSchema, wholeNumber } from './api';
import { pageNumber } from './pagination';
import { CLASS_MESSAGES as M } from './messages/classes';
import { SERIES_MAX_DAYS } from './class-rules';
import { CalendarDateSchema } from './scheduling';
import { PlanTypeSchema } from './user';

export const CLASS_PAGE_SIZE = 20;
export const ADMIN_CLASS_PAGE_SIZE = 25;
/** The widest window the admin calendar asks for at once (a month view with its spill-over weeks). */
export const CALENDAR_MAX_DAYS = 93;
/** Registrations, waitlist joins and cancellations a member may make in ten minutes. */
export const CLASS_REGISTER_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 } as const;

export const CLASS_KINDS = ['class', 'webinar'] as const;
export const ClassKindSchema = z.enum(CLASS_KINDS);
export type ClassKind = z.infer<typeof ClassKindSchema>;
export const CLASS_KIND_LABELS: Record<ClassKind, string> = { class: 'Clase en vivo', webinar: 'Webinar' };

export const CLASS_LEVELS = ['todos', 'inicial', 'intermedio', 'avanzado'] as const;
export const ClassLevelSchema = z.enum(CLASS_LEVELS);
export type ClassLevel = z.infer<typeof ClassLevelSchema>;
export const CLASS_LEVEL_LABELS: Record<ClassLevel, string> = {
  todos: 'Todos los niveles',
  inicial: 'Inicial',
  intermedio: 'Intermedio',
  avanzado: 'Avanzado',
};

export const CLASS_STATUSES = ['scheduled', 'cancelled'] as const;
export const ClassStatusSchema = z.enum(CLASS_STATUSES);
export type ClassStatus = z.infer<typeof ClassStatusSchema>;

export const REGISTRATION_STATUSES = ['registered', 'waitlisted', 'offered', 'cancelled', 'lapsed'] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  registered: 'Con cupo',
  waitlisted: 'En lista de espera',
  offered: 'Cupo reservado para ti',
  cancelled: 'Inscripción cancelada',
  lapsed: 'Cupo reservado vencido',
};

const text = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE);

const bounded = (min: number, max: number) =>
  wholeNumber(M.numberRange(min, max)).pipe(
    z.number().min(min, M.numberRange(min, max)).max(max, M.numberRange(min, max)),
  );

const page = pageNumber(10_000).default(1);

export const ClassTrainerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_url: z.string().nullable(),
});

export const MyRegistrationSchema = z.object({
  status: RegistrationStatusSchema,
  /** Her place in line (1 = next), while waitlisted. */
  waitlist_position: z.number().int().nullable(),
  offer_expires_at: z.string().nullable(),
});
export type MyRegistration = z.infer<typeof MyRegistrationSchema>;

export const LiveClassSchema = z.object({
  id: z.number().int(),
  kind: ClassKindSchema,
  title: z.string(),
  description: z.string(),
  trainer: ClassTrainerSchema.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  level: ClassLevelSchema,
  required_plan: PlanTypeSchema,
  status: ClassStatusSchema,
  capacity: z.number().int(),
  seats_left: z.number().int(),
  waitlist_count: z.number().int(),
  series_id: z.number().int().nullable(),
  /** Her plan does not include it (the server refuses the registration with the plan's message). */
  locked: z.boolean(),
  mine: MyRegistrationSchema.nullable(),
  /** Shown to registered members from 15 minutes before the start (and to staff); null otherwise. */
  meeting_url: z.string().nullable(),
  meeting_opens_at: z.string(),
  cancel_reason: z.string().nullable(),
});
export type LiveClass = z.infer<typeof LiveClassSchema>;

export const ClassResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  class: LiveClassSchema,
});
export type ClassResponse = z.infer<typeof ClassResponseSchema>;

export const ClassListQuerySchema = z.object({
  kind: ClassKindSchema.optional(),
  level: ClassLevelSchema.optional(),
  trainer_id: IdSchema.optional(),
  page,
});
export type ClassListQuery = z.input<typeof ClassListQuerySchema>;

export const ClassListResponseSchema = z.object({
  success: z.boolean(),
  classes: z.array(LiveClassSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type ClassListResponse = z.infer<typeof ClassListResponseSchema>;

export const MyClassesQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page,
});
export type MyClassesQuery = z.input<typeof MyClassesQuerySchema>;

const meetingUrl = z
  .string()
  .trim()
  .max(300, M.meetingUrlInvalid)
  .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), M.meetingUrlInvalid)
  .transform((value) => value || null)
  .nullable()
  .optional();

const ClassFieldsSchema = z.object({
  kind: ClassKindSchema,
  title: text(3, 120, M.titleRequired),
  description: z
    .string()
    .trim()
    .max(2000, M.descriptionTooLong)
    .refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE)
    .default(''),
  trainer_id: IdSchema,
  starts_at: TimestampSchema,
  duration_minutes: bounded(10, 480),
  capacity: bounded(1, 1000),
  level: ClassLevelSchema.default('todos'),
  required_plan: PlanTypeSchema.default('premium'),
  meeting_url: meetingUrl,
});

export const RepeatSchema = z.object({
  weekdays: z
    .array(z.number().int().min(1).max(7), { error: M.weekdaysRequired })
    .min(1, M.weekdaysRequired)
    .max(7, M.weekdaysRequired)
    .refine((days) => new Set(days).size === days.length, M.weekdaysRequired),
  until: CalendarDateSchema,
});

/** One class, or a weekly series when `repeat` says on which days and until when. */
export const CreateClassSchema = ClassFieldsSchema.extend({ repeat: RepeatSchema.optional() });
export type CreateClassInput = z.input<typeof CreateClassSchema>;

/** Any field of one session; moving it is changing `starts_at` (drag on the calendar). */
export const UpdateClassSchema = ClassFieldsSchema.partial().refine(
  (value) => Object.keys(value).length > 0,
  'Nada que cambiar',
);
export type UpdateClassInput = z.input<typeof UpdateClassSchema>;

export const CancelClassSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(300, M.reasonTooLong)
    .refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE)
    .optional(),
});
export type CancelClassInput = z.input<typeof CancelClassSchema>;

export const AdminClassesQuerySchema = z.object({
  kind: ClassKindSchema.optional(),
  status: ClassStatusSchema.optional(),
  trainer_id: IdSchema.optional(),
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page,
});
export type AdminClassesQuery = z.input<typeof AdminClassesQuerySchema>;

export const AdminClassListResponseSchema = ClassListResponseSchema;

export const CalendarQuerySchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema, trainer_id: IdSchema.optional() })
  .refine((value) => value.from <= value.to, { message: M.rangeOrder, path: ['to'] })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: M.rangeTooWide,
    path: ['to'],
  });
export type CalendarQuery = z.input<typeof CalendarQuerySchema>;

export const CalendarResponseSchema = z.object({ success: z.boolean(), classes: z.array(LiveClassSchema) });
export type CalendarResponse = z.infer<typeof CalendarResponseSchema>;

export const CreateClassResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  classes: z.array(LiveClassSchema),
});
export type CreateClassResponse = z.infer<typeof CreateClassResponseSchema>;

export const AttendeeSchema = z.object({
  registration_id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string() }),
  status: RegistrationStatusSchema,
  since: z.string(),
});
export type Attendee = z.infer<typeof AttendeeSchema>;
export const AttendeesResponseSchema = z.object({
  success: z.boolean(),
  class: LiveClassSchema,
  attendees: z.array(AttendeeSchema),
});
export type AttendeesResponse = z.infer<typeof AttendeesResponseSchema>;

/** The longest a series may run, in days: the form's "hasta" field is bounded by it. */
export const SERIES_LIMIT_DAYS = SERIES_MAX_DAYS;

export const SeriesCancelResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  cancelled: z.number().int(),
});
export type SeriesCancelResponse = z.infer<typeof SeriesCancelResponseSchema>;
