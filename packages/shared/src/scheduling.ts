// 1:1 appointments (issue 20, ADR 0037): what members ask for and what the API answers.
import { z } from 'zod';
import {
  HIDDEN_FORMATTING_MESSAGE,
  IdSchema,
  isVisibleText,
  visible,
  TimestampSchema,
  wholeNumber,
} from './api';
import { pageNumber } from './pagination';
import { SCHEDULING_MESSAGES as M } from './messages/scheduling';
import { isTimeZone } from './scheduling-rules';
import { PlanTypeSchema } from './user';

export const DEFAULT_TIME_ZONE = 'America/Santiago';
/** How far from today a slot or month query may look (either way): bounds every scan of the calendar. */
export const SLOT_QUERY_MAX_DAYS = 400;
export const MY_APPOINTMENTS_PAGE_SIZE = 20;
/** How long a time stays held for her while she confirms. */
export const HOLD_MINUTES = 5;
export const ADMIN_APPOINTMENTS_PAGE_SIZE = 25;
/** Reservations a member may make in ten minutes: enough to change her mind, not to flood a calendar. */
export const BOOKING_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;
/** Holds a member may place in ten minutes: picking and re-picking times, not sweeping a calendar. */
export const HOLD_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;

export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  confirmed: 'Confirmada',
  cancelled: 'Cancelada',
  completed: 'Realizada',
  no_show: 'No asistió',
};

export const MODALITIES = ['online', 'presencial'] as const;
export const ModalitySchema = z.enum(MODALITIES);
export type Modality = z.infer<typeof ModalitySchema>;
export const MODALITY_LABELS: Record<Modality, string> = { online: 'Online', presencial: 'Presencial' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date (YYYY-MM-DD) that exists: "2026-02-30" is refused, not rolled into March. */
export const CalendarDateSchema = z
  .string({ error: M.dateInvalid })
  .regex(ISO_DATE, M.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, M.dateInvalid);
export const CalendarMonthSchema = z
  .string({ error: M.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid);
export const TimeZoneSchema = z
  .string()
  .max(64, M.timeZoneInvalid)
  .refine((value) => isTimeZone(value), M.timeZoneInvalid);

const optionalId = IdSchema.optional();

export const AvailableSlotsQuerySchema = z.object({
  date: CalendarDateSchema,
  trainer_id: optionalId,
  type_id: optionalId,
  /** The viewer's zone: `date` is a day of her calendar. */
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});
export type AvailableSlotsQuery = z.input<typeof AvailableSlotsQuerySchema>;

export const AvailableDaysQuerySchema = z.object({
  month: CalendarMonthSchema,
  trainer_id: optionalId,
  type_id: optionalId,
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});
export type AvailableDaysQuery = z.input<typeof AvailableDaysQuerySchema>;

export const SlotSchema = z.object({
  starts_at: z.string(),
  ends_at: z.string(),
  trainer_id: z.number().int(),
  type_id: z.number().int(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const AvailableSlotsResponseSchema = z.object({
  success: z.boolean(),
  date: z.string(),
  time_zone: z.string(),
  slots: z.array(SlotSchema),
});
export type AvailableSlotsResponse = z.infer<typeof AvailableSlotsResponseSchema>;

export const AvailableDaysResponseSchema = z.object({
  success: z.boolean(),
  month: z.string(),
  time_zone: z.string(),
  /** Dates of the viewer's calendar with at least one free slot. */
  days: z.array(z.string()),
});
export type AvailableDaysResponse = z.infer<typeof AvailableDaysResponseSchema>;

export const AppointmentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  modality: ModalitySchema,
  required_plan: PlanTypeSchema,
  cancel_notice_hours: z.number().int(),
  reschedule_notice_hours: z.number().int(),
  max_reschedules: z.number().int(),
  /** Her plan does not include it. */
  locked: z.boolean(),
  /** Booking it uses one of her plan's consultations. */
  uses_allowance: z.boolean(),
});
export type AppointmentType = z.infer<typeof AppointmentTypeSchema>;

export const BookingTrainerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  specialization: z.string(),
  photo_url: z.string().nullable(),
  time_zone: z.string(),
  /** The consultation types she offers; null: every type (issue 45 §6). */
  type_ids: z.array(z.number().int()).nullable(),
});
export type BookingTrainer = z.infer<typeof BookingTrainerSchema>;

export const AllowanceSchema = z.object({
  included: z.number().int(),
  used: z.number().int(),
  /** What she can still book: the plan's left this month plus the consultations she bought. */
  remaining: z.number().int(),
  /** Bought consultations not yet used (ADR 0041). */
  credits: z.number().int(),
  sentence: z.string(),
  /** Next month's plan consultations (issue 45 §6: a booking counts in its own month). */
  next_month_remaining: z.number().int(),
});
export type Allowance = z.infer<typeof AllowanceSchema>;

export const BookingOptionsResponseSchema = z.object({
  success: z.boolean(),
  trainers: z.array(BookingTrainerSchema),
  types: z.array(AppointmentTypeSchema),
  allowance: AllowanceSchema,
});
export type BookingOptionsResponse = z.infer<typeof BookingOptionsResponseSchema>;

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE).optional();

export const BookAppointmentSchema = z.object({
  trainer_id: IdSchema,
  type_id: IdSchema,
  starts_at: TimestampSchema,
  notes: optionalText(500, M.notesTooLong),
  /**
   * A fresh UUID per confirmation: a double click or a retry after a lost answer books once. Optional: it
   * may come as the standard `Idempotency-Key` header instead, or not at all (issue 42 §16).
   */
  idempotency_key: z.uuid(M.idempotencyKeyInvalid).optional(),
});
export type BookAppointmentInput = z.input<typeof BookAppointmentSchema>;

/** The standard `Idempotency-Key` request header: any key a client makes, of visible ASCII. */
export const IdempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7E]{8,255}$/, M.idempotencyKeyInvalid)
    .optional(),
});

export const CancelAppointmentSchema = z.object({ reason: optionalText(300, M.reasonTooLong) });
export type CancelAppointmentInput = z.input<typeof CancelAppointmentSchema>;

export const RescheduleAppointmentSchema = z.object({ starts_at: TimestampSchema });
export type RescheduleAppointmentInput = z.input<typeof RescheduleAppointmentSchema>;

export const AppointmentSchema = z.object({
  id: z.number().int(),
  status: AppointmentStatusSchema,
  starts_at: z.string(),
  ends_at: z.string(),
  trainer: z.object({ id: z.number().int(), name: z.string(), photo_url: z.string().nullable() }),
  type: z.object({
    id: z.number().int(),
    name: z.string(),
    duration_minutes: z.number().int(),
    modality: ModalitySchema,
    cancel_notice_hours: z.number().int(),
    reschedule_notice_hours: z.number().int(),
  }),
  /** Where it happens, in person: the address. Online consultations have their own room instead. */
  location: z.string().nullable(),
  /**
   * An online consultation's own room (ADR 0074): from when "Entrar" works (15 minutes before) until it
   * closes (its end plus a margin); null in person or once cancelled. The address itself comes only from
   * `GET /appointments/{id}/room`, to its two participants, inside that window.
   */
  room: z.object({ opens_at: z.string(), closes_at: z.string() }).nullable(),
  notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.enum(['member', 'trainer', 'admin']).nullable(),
  reschedule_count: z.number().int(),
  max_reschedules: z.number().int(),
  /** Whether she may still cancel or reschedule it now, and until when. */
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  cancel_deadline: z.string(),
  reschedule_deadline: z.string(),
  created_at: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

export const AppointmentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  appointment: AppointmentSchema,
});
export type AppointmentResponse = z.infer<typeof AppointmentResponseSchema>;

/** `GET /appointments/{id}/room`: the consultation's own meeting address, to its member and professional. */
export const AppointmentRoomResponseSchema = z.object({
  success: z.boolean(),
  url: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
});
export type AppointmentRoomResponse = z.infer<typeof AppointmentRoomResponseSchema>;

export const MyAppointmentsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  page: pageNumber(1000).default(1),
});
export type MyAppointmentsQuery = z.input<typeof MyAppointmentsQuerySchema>;

export const AppointmentListResponseSchema = z.object({
  success: z.boolean(),
  appointments: z.array(AppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AppointmentListResponse = z.infer<typeof AppointmentListResponseSchema>;

export const AgendaItemSchema = z.object({
  kind: z.enum(['appointment', 'class']),
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  href: z.string(),
});
export type AgendaItem = z.infer<typeof AgendaItemSchema>;
export const AgendaResponseSchema = z.object({ success: z.boolean(), items: z.array(AgendaItemSchema) });
export type AgendaResponse = z.infer<typeof AgendaResponseSchema>;

export const AdminAppointmentsQuerySchema = z.object({
  status: AppointmentStatusSchema.optional(),
  trainer_id: optionalId,
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
  page: pageNumber(10_000).default(1),
});
export type AdminAppointmentsQuery = z.input<typeof AdminAppointmentsQuerySchema>;

export const AdminAppointmentSchema = AppointmentSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AdminAppointment = z.infer<typeof AdminAppointmentSchema>;
export const AdminAppointmentsResponseSchema = z.object({
  success: z.boolean(),
  appointments: z.array(AdminAppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminAppointmentsResponse = z.infer<typeof AdminAppointmentsResponseSchema>;

/** A professional's own appointments: the member's name, never her e-mail or health data. */
export const TrainerAppointmentSchema = AppointmentSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string() }),
});
export type TrainerAppointment = z.infer<typeof TrainerAppointmentSchema>;
export const TrainerAppointmentsResponseSchema = z.object({
  success: z.boolean(),
  appointments: z.array(TrainerAppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type TrainerAppointmentsResponse = z.infer<typeof TrainerAppointmentsResponseSchema>;

// ——— Admin: consultation types and the team's hours ———

const boundedInt = (min: number, max: number) =>
  wholeNumber(M.numberRange(min, max)).pipe(
    z.number().int().min(min, M.numberRange(min, max)).max(max, M.numberRange(min, max)),
  );

export const AppointmentTypeInputSchema = z
  .object({
    name: visible(z.string().trim().min(3, M.typeNameRequired).max(80, M.typeNameRequired)),
    description: visible(z.string().trim().max(300, M.typeDescriptionTooLong)).default(''),
    duration_minutes: boundedInt(10, 480),
    buffer_before_minutes: boundedInt(0, 120).default(0),
    buffer_after_minutes: boundedInt(0, 120).default(0),
    slot_interval_minutes: boundedInt(5, 240),
    min_notice_minutes: boundedInt(0, 10_080),
    horizon_days: boundedInt(1, 365),
    modality: ModalitySchema,
    location: z.string().trim().max(300, M.locationTooLong).default(''),
    required_plan: PlanTypeSchema,
    cancel_notice_hours: boundedInt(0, 168),
    reschedule_notice_hours: boundedInt(0, 168),
    max_reschedules: boundedInt(0, 10),
    is_active: z.boolean().default(true),
  })
  .refine(
    (type) => type.modality !== 'online' || type.location === '' || /^https:\/\/\S+$/.test(type.location),
    { path: ['location'], message: M.onlineLocationInvalid },
  );
export type AppointmentTypeInput = z.input<typeof AppointmentTypeInputSchema>;
export type AppointmentTypeFields = z.output<typeof AppointmentTypeInputSchema>;

export const AdminAppointmentTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  duration_minutes: z.number().int(),
  buffer_before_minutes: z.number().int(),
  buffer_after_minutes: z.number().int(),
  slot_interval_minutes: z.number().int(),
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  modality: ModalitySchema,
  location: z.string(),
  required_plan: PlanTypeSchema,
  cancel_notice_hours: z.number().int(),
  reschedule_notice_hours: z.number().int(),
  max_reschedules: z.number().int(),
  is_active: z.boolean(),
});
export type AdminAppointmentType = z.infer<typeof AdminAppointmentTypeSchema>;
export const AdminAppointmentTypesResponseSchema = z.object({
  success: z.boolean(),
  types: z.array(AdminAppointmentTypeSchema),
});
export type AdminAppointmentTypesResponse = z.infer<typeof AdminAppointmentTypesResponseSchema>;
export const AdminAppointmentTypeResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  type: AdminAppointmentTypeSchema,
});
export type AdminAppointmentTypeResponse = z.infer<typeof AdminAppointmentTypeResponseSchema>;

const WallIntervalSchema = z
  .object({ start_minute: boundedInt(0, 1439), end_minute: boundedInt(1, 1440) })
  .refine((interval) => interval.start_minute < interval.end_minute, M.hoursInvalid);

/** Intervals of one day: in order, not overlapping (touching is fine: 09:00–13:00 and 13:00–15:00). */
const dayIntervalsOk = (intervals: { start_minute: number; end_minute: number }[]) => {
  const sorted = [...intervals].sort((a, b) => a.start_minute - b.start_minute);
  return sorted.every(
    (interval, index) => index === 0 || (sorted[index - 1]?.end_minute ?? 0) <= interval.start_minute,
  );
};

export const WeeklyHoursInputSchema = z.object({
  time_zone: TimeZoneSchema,
  hours: z
    .array(WallIntervalSchema.and(z.object({ weekday: boundedInt(1, 7) })))
    .max(42, M.tooManyBlocks)
    .refine(
      (hours) =>
        [1, 2, 3, 4, 5, 6, 7].every((day) => hours.filter((block) => block.weekday === day).length <= 6),
      M.tooManyBlocks,
    )
    .refine(
      (hours) =>
        [1, 2, 3, 4, 5, 6, 7].every((day) => dayIntervalsOk(hours.filter((block) => block.weekday === day))),
      M.hoursOverlap,
    ),
});
export type WeeklyHoursInput = z.input<typeof WeeklyHoursInputSchema>;
export type WeeklyHoursFields = z.output<typeof WeeklyHoursInputSchema>;

export type WallIntervalFields = z.output<typeof WallIntervalSchema>;
export const DateOverrideInputSchema = z.object({
  /** Empty: she does not work that day. */
  intervals: z.array(WallIntervalSchema).max(6, M.tooManyBlocks).refine(dayIntervalsOk, M.hoursOverlap),
});
export const OverrideParamsSchema = z.object({ id: IdSchema, date: CalendarDateSchema });

export const TimeOffInputSchema = z
  .object({
    starts_at: TimestampSchema,
    ends_at: TimestampSchema,
    reason: visible(z.string().trim().max(120, M.reasonTooLong)).default(''),
  })
  .refine((off) => Date.parse(off.starts_at) < Date.parse(off.ends_at), {
    path: ['ends_at'],
    message: M.timeOffOrder,
  })
  .refine((off) => Date.parse(off.ends_at) - Date.parse(off.starts_at) <= 180 * 86_400_000, {
    path: ['ends_at'],
    message: M.timeOffTooLong,
  });
export type TimeOffInput = z.input<typeof TimeOffInputSchema>;
export type TimeOffFields = z.output<typeof TimeOffInputSchema>;
export const TimeOffParamsSchema = z.object({ id: IdSchema, timeOffId: IdSchema });

export const TrainerAvailabilitySchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  trainer: z.object({ id: z.number().int(), name: z.string(), time_zone: z.string() }),
  hours: z.array(
    z.object({ weekday: z.number().int(), start_minute: z.number().int(), end_minute: z.number().int() }),
  ),
  overrides: z.array(
    z.object({
      date: z.string(),
      intervals: z.array(z.object({ start_minute: z.number().int(), end_minute: z.number().int() })),
    }),
  ),
  time_off: z.array(
    z.object({ id: z.number().int(), starts_at: z.string(), ends_at: z.string(), reason: z.string() }),
  ),
});
export type TrainerAvailability = z.infer<typeof TrainerAvailabilitySchema>;

/** Her personal calendar feed's address (ADR 0039): subscribe from Google Calendar or Apple Calendar. */
export const CalendarFeedResponseSchema = z.object({
  success: z.boolean(),
  url: z.string(),
  message: z.string().optional(),
});
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponseSchema>;
/** New feed addresses a member may ask for in an hour; each one revokes the one before. */
export const FEED_RESET_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
/** Feed reads per address a minute: calendars poll every few hours, a loop does not. */
export const FEED_READ_LIMIT = { max: 60, windowMs: 60 * 1000 } as const;

export const ACTIVITY_KINDS = [
  'appointment-booked',
  'appointment-cancelled',
  'appointment-done',
  'class-registered',
  'class-waitlisted',
  'class-cancelled',
  'class-attended',
] as const;
export const ActivityItemSchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  at: z.string(),
  href: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;
/** GET /activities (SPEC §7 "Other"): her recent activity, newest first. */
export const ActivitiesResponseSchema = z.object({
  success: z.boolean(),
  items: z.array(ActivityItemSchema),
});
export type ActivitiesResponse = z.infer<typeof ActivitiesResponseSchema>;
export const ACTIVITIES_LIMIT = 20;

/** What staff record about an appointment: it happened, she did not come, or the team cancels it. */
export const STAFF_APPOINTMENT_STATUSES = ['completed', 'no_show', 'cancelled'] as const;
export const StaffAppointmentStatusSchema = z.object({
  status: z.enum(STAFF_APPOINTMENT_STATUSES, { error: M.staffStatusInvalid }),
  reason: optionalText(300, M.reasonTooLong),
});
export type StaffAppointmentStatusInput = z.input<typeof StaffAppointmentStatusSchema>;
export const AdminAppointmentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  appointment: AdminAppointmentSchema,
});
export type AdminAppointmentResponse = z.infer<typeof AdminAppointmentResponseSchema>;

/** What a cancel link from an e-mail shows (no sign-in): only what the e-mail already said. */
export const ManagedAppointmentSchema = z.object({
  /** What the link may do: cancel, or move to another time. */
  purpose: z.enum(['cancel', 'reschedule']),
  id: z.number().int(),
  first_name: z.string(),
  type_name: z.string(),
  trainer_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  modality: ModalitySchema,
  status: AppointmentStatusSchema,
  can_cancel: z.boolean(),
  cancel_deadline: z.string(),
  cancel_notice_hours: z.number().int(),
  can_reschedule: z.boolean(),
  reschedule_deadline: z.string(),
  reschedule_notice_hours: z.number().int(),
});
export type ManagedAppointment = z.infer<typeof ManagedAppointmentSchema>;
export const ManagedAppointmentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  appointment: ManagedAppointmentSchema,
});
export type ManagedAppointmentResponse = z.infer<typeof ManagedAppointmentResponseSchema>;
export const ManageLinkParamsSchema = z.object({ token: z.string().max(200) });
export const LinkSlotsQuerySchema = z.object({
  date: CalendarDateSchema,
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});
export type LinkSlotsQuery = z.input<typeof LinkSlotsQuerySchema>;
/** The days of a month with free times, for a reschedule link (the same calendar as /agenda, issue 49 §1). */
export const LinkDaysQuerySchema = z.object({
  month: CalendarMonthSchema,
  tz: TimeZoneSchema.default(DEFAULT_TIME_ZONE),
});
/** Link views and cancellations per network address in ten minutes. */
export const MANAGE_LINK_LIMIT = { max: 30, windowMs: 10 * 60 * 1000 } as const;

export const HoldSlotSchema = z.object({
  trainer_id: IdSchema,
  type_id: IdSchema,
  starts_at: TimestampSchema,
});
export type HoldSlotInput = z.input<typeof HoldSlotSchema>;
export const HoldResponseSchema = z.object({ success: z.boolean(), expires_at: z.string() });
export type HoldResponse = z.infer<typeof HoldResponseSchema>;

const allowanceField = wholeNumber(M.numberRange(0, 31)).pipe(
  z.number().min(0, M.numberRange(0, 31)).max(31, M.numberRange(0, 31)),
);
/** Consultations each plan includes per month (issue 20: "An admin sets the allowance per plan"). */
export const PlanAllowancesSchema = z.object({
  free: allowanceField,
  premium: allowanceField,
  prime: allowanceField,
});
export type PlanAllowances = z.output<typeof PlanAllowancesSchema>;
export const PlanAllowancesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  allowances: PlanAllowancesSchema,
});
export type PlanAllowancesResponse = z.infer<typeof PlanAllowancesResponseSchema>;

/** A professional's own availability calls: her date exceptions and time off, without a trainer id. */
export const OwnOverrideParamsSchema = z.object({ date: CalendarDateSchema });
export const OwnTimeOffParamsSchema = z.object({ timeOffId: IdSchema });

// ------------------------------------------------------------------------------------------ public holidays

/** GET /admin/holidays?year=: one year's holidays (issue 45 §6). */
export const HolidaysQuerySchema = z.object({
  year: wholeNumber(M.yearInvalid).pipe(z.number().int().min(2020, M.yearInvalid).max(2100, M.yearInvalid)),
});
export const HolidayParamsSchema = z.object({ date: CalendarDateSchema });
/** PUT /admin/holidays/{date}: adds or renames a holiday; every professional is closed on it. */
export const HolidayInputSchema = z.object({
  name: z
    .string({ error: M.holidayNameRequired })
    .trim()
    .min(2, M.holidayNameRequired)
    .max(80, M.holidayNameTooLong)
    .refine(isVisibleText, HIDDEN_FORMATTING_MESSAGE),
  irrenunciable: z.boolean().default(false),
});
export type HolidayInput = z.input<typeof HolidayInputSchema>;
export const HolidaySchema = z.object({ date: z.string(), name: z.string(), irrenunciable: z.boolean() });
export type Holiday = z.infer<typeof HolidaySchema>;
export const HolidaysResponseSchema = z.object({
  success: z.boolean(),
  year: z.number().int(),
  holidays: z.array(HolidaySchema),
});
export type HolidaysResponse = z.infer<typeof HolidaysResponseSchema>;

/** PUT /admin/availability/{trainerId}/services: the types she offers; empty offers every type. */
export const TrainerServicesInputSchema = z.object({
  type_ids: z
    .array(IdSchema)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, M.unknownType),
});
export type TrainerServicesInput = z.input<typeof TrainerServicesInputSchema>;
export const TrainerServicesResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  trainer_id: z.number().int(),
  /** Empty: she offers every type. */
  type_ids: z.array(z.number().int()),
});
export type TrainerServicesResponse = z.infer<typeof TrainerServicesResponseSchema>;
