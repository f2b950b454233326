import { z } from 'zod';
import { IdSchema, TimestampSchema, visible } from './api';
import { PRACTICE_MESSAGES as M } from './messages/practice';
import { IntakeResponseSchema } from './onboarding';
import { PLAN_TYPES } from './plans';
import {
  ATTENTION_REASONS,
  CLIENT_SORTS,
  CLIENT_STATUSES,
  MEASURES,
  NOTE_FIELD_MAX,
  SUMMARY_MAX,
  type MeasureKey,
} from './practice-rules';

/** The professional's practice (issue 45): her clients, their chart, session notes and measurements. */

const noteText = (max: number) => visible(z.string().trim().max(max, M.tooLong(max))).default('');

// ---------------------------------------------------------------------------------------------- clients

/** GET /trainer/clients: search (accent-blind), status, plan and order; keyset pages (`cursor`). */
export const ClientsQuerySchema = z.object({
  q: visible(z.string().trim().max(100, M.tooLong(100))).optional(),
  status: z.enum(CLIENT_STATUSES, { error: 'Estado inválido' }).optional(),
  plan: z.enum(PLAN_TYPES, { error: 'Plan inválido' }).optional(),
  sort: z.enum(CLIENT_SORTS, { error: 'Orden inválido' }).default('next'),
  cursor: z.string().max(1000, M.badCursor).optional(),
});
export type ClientsQuery = z.input<typeof ClientsQuerySchema>;

export const ClientSummarySchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  status: z.enum(CLIENT_STATUSES),
  attention_reasons: z.array(z.enum(ATTENTION_REASONS)),
  next_consultation_at: z.string().nullable(),
  last_contact_at: z.string().nullable(),
  since: z.string(),
});
export type ClientSummary = z.infer<typeof ClientSummarySchema>;

export const ClientsResponseSchema = z.object({
  success: z.boolean(),
  clients: z.array(ClientSummarySchema),
  /** How many match the search and filters (every page). */
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type ClientsResponse = z.infer<typeof ClientsResponseSchema>;

export const MemberParamsSchema = z.object({ memberId: IdSchema });

// ---------------------------------------------------------------------------------------------- notes

const SoapContentSchema = z.object({
  subjective: noteText(NOTE_FIELD_MAX),
  objective: noteText(NOTE_FIELD_MAX),
  assessment: noteText(NOTE_FIELD_MAX),
  plan: noteText(NOTE_FIELD_MAX),
});
const FreeContentSchema = z.object({ text: noteText(NOTE_FIELD_MAX) });

/** What a note says: the four SOAP parts, or one free text. */
export const NoteContentSchema = z.discriminatedUnion(
  'template',
  [
    SoapContentSchema.extend({ template: z.literal('soap') }),
    FreeContentSchema.extend({ template: z.literal('free') }),
  ],
  { error: 'Elige una plantilla' },
);
export type NoteContent = z.infer<typeof NoteContentSchema>;

const hasWords = (content: NoteContent) =>
  content.template === 'soap'
    ? [content.subjective, content.objective, content.assessment, content.plan].some(Boolean)
    : Boolean(content.text);

/** POST /trainer/clients/{memberId}/notes: a note, perhaps about one of her consultations with the member. */
export const CreateNoteSchema = z
  .object({ content: NoteContentSchema, appointment_id: IdSchema.nullable().default(null) })
  .refine((input) => hasWords(input.content), { message: M.noteEmpty, path: ['content'] });
export type CreateNoteInput = z.input<typeof CreateNoteSchema>;

/**
 * PUT /trainer/notes/{id}: the new text, and the version she edited: an edit made meanwhile by someone else
 * is a 409, never overwritten. Optional `share_summary` sends a summary to the member's bell and e-mail.
 */
export const UpdateNoteSchema = z
  .object({
    content: NoteContentSchema,
    expected_version: z.number().int().min(1),
  })
  .refine((input) => hasWords(input.content), { message: M.noteEmpty, path: ['content'] });
export type UpdateNoteInput = z.input<typeof UpdateNoteSchema>;

/** POST /trainer/notes/{id}/share: what the member receives ("Compartir resumen con la socia"). */
export const ShareSummarySchema = z.object({
  summary: visible(z.string().trim().min(1, M.summaryRequired).max(SUMMARY_MAX, M.tooLong(SUMMARY_MAX))),
});
export type ShareSummaryInput = z.input<typeof ShareSummarySchema>;

export const NoteVersionSchema = z.object({
  version: z.number().int(),
  content: NoteContentSchema,
  edited_by: z.string(),
  edited_at: z.string(),
});
export type NoteVersion = z.infer<typeof NoteVersionSchema>;

export const NoteSchema = z.object({
  id: z.number().int(),
  content: NoteContentSchema,
  version: z.number().int(),
  appointment: z.object({ id: z.number().int(), starts_at: z.string(), type_name: z.string() }).nullable(),
  author: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Earlier versions, newest first: what an edit replaced, who wrote it and when. */
  previous_versions: z.array(NoteVersionSchema),
  shared_at: z.string().nullable(),
  shared_summary: z.string().nullable(),
});
export type Note = z.infer<typeof NoteSchema>;

export const NotesResponseSchema = z.object({ success: z.boolean(), notes: z.array(NoteSchema) });
export type NotesResponse = z.infer<typeof NotesResponseSchema>;
export const NoteSavedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  note: NoteSchema,
});
export type NoteSavedResponse = z.infer<typeof NoteSavedResponseSchema>;

// ------------------------------------------------------------------------------------------ measurements

const measure = (key: MeasureKey) => {
  const { min, max, unit } = MEASURES[key];
  const message = M.outOfRange(min, max, unit);
  return z.number({ error: message }).min(min, message).max(max, message).nullable().default(null);
};

/** POST /trainer/clients/{memberId}/measurements: what was measured (at least one), when, in which consultation. */
export const CreateMeasurementSchema = z
  .object({
    taken_at: TimestampSchema.optional(),
    appointment_id: IdSchema.nullable().default(null),
    weight_kg: measure('weight_kg'),
    height_cm: measure('height_cm'),
    waist_cm: measure('waist_cm'),
    hip_cm: measure('hip_cm'),
    body_fat_pct: measure('body_fat_pct'),
    systolic_mmhg: measure('systolic_mmhg').pipe(z.number().int('Usa un número entero').nullable()),
    diastolic_mmhg: measure('diastolic_mmhg').pipe(z.number().int('Usa un número entero').nullable()),
  })
  .refine(
    (input) =>
      [
        input.weight_kg,
        input.height_cm,
        input.waist_cm,
        input.hip_cm,
        input.body_fat_pct,
        input.systolic_mmhg,
      ].some((value) => value !== null),
    { message: M.measurementEmpty, path: ['weight_kg'] },
  )
  .refine((input) => (input.systolic_mmhg === null) === (input.diastolic_mmhg === null), {
    message: M.pressureBoth,
    path: ['diastolic_mmhg'],
  })
  .refine(
    (input) =>
      input.systolic_mmhg === null ||
      input.diastolic_mmhg === null ||
      input.systolic_mmhg > input.diastolic_mmhg,
    { message: M.pressureOrder, path: ['diastolic_mmhg'] },
  );
export type CreateMeasurementInput = z.input<typeof CreateMeasurementSchema>;

export const MeasurementSchema = z.object({
  id: z.number().int(),
  taken_at: z.string(),
  appointment_id: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  height_cm: z.number().nullable(),
  waist_cm: z.number().nullable(),
  hip_cm: z.number().nullable(),
  body_fat_pct: z.number().nullable(),
  systolic_mmhg: z.number().int().nullable(),
  diastolic_mmhg: z.number().int().nullable(),
  /** From this weight and the latest height known at that date. */
  bmi: z.number().nullable(),
  recorded_by: z.string(),
});
export type Measurement = z.infer<typeof MeasurementSchema>;

export const MeasurementsResponseSchema = z.object({
  success: z.boolean(),
  measurements: z.array(MeasurementSchema),
});
export type MeasurementsResponse = z.infer<typeof MeasurementsResponseSchema>;
export const MeasurementSavedResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  measurement: MeasurementSchema,
});
export type MeasurementSavedResponse = z.infer<typeof MeasurementSavedResponseSchema>;

// ---------------------------------------------------------------------------------------------- the chart

export const TIMELINE_KINDS = ['consultation', 'class', 'purchase', 'course', 'download'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const TimelineItemSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: z.string(),
  title: z.string(),
  /** The consultation's or class's state (realizada, no asistió, cancelada…), a course's progress. */
  detail: z.string(),
  appointment_id: z.number().int().nullable(),
});
export type TimelineItem = z.infer<typeof TimelineItemSchema>;

export const ClientChartSchema = z.object({
  success: z.boolean(),
  client: ClientSummarySchema.extend({ phone: z.string().nullable() }),
  intake: IntakeResponseSchema.omit({ success: true }),
  timeline: z.array(TimelineItemSchema),
  /** Her consultations with this member, for a note or measurement to point at. */
  consultations: z.array(
    z.object({ id: z.number().int(), starts_at: z.string(), type_name: z.string(), status: z.string() }),
  ),
});
export type ClientChart = z.infer<typeof ClientChartSchema>;

// ---------------------------------------------------------------------------------------------- home

export const HomeItemSchema = z.object({
  kind: z.enum(['consultation', 'class']),
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  title: z.string(),
  /** The member's name for a consultation; how many have a seat for a class. */
  who: z.string(),
  member_id: z.number().int().nullable(),
  modality: z.enum(['online', 'presencial']),
  /** A consultation's own room window (ADR 0074), as on her appointment cards; null for classes. */
  room: z.object({ opens_at: z.string(), closes_at: z.string() }).nullable(),
  /** A consultation's state (confirmed, completed); a class is always scheduled. */
  status: z.string(),
});
export type HomeItem = z.infer<typeof HomeItemSchema>;

export const TrainerHomeSchema = z.object({
  success: z.boolean(),
  name: z.string(),
  today: z.array(HomeItemSchema),
  tomorrow: z.array(HomeItemSchema),
  attention: z.array(ClientSummarySchema),
  counts: z.object({ clients: z.number().int(), attention: z.number().int() }),
});
export type TrainerHome = z.infer<typeof TrainerHomeSchema>;

/** GET /trainer/card: the caller's team card, or null (an admin who sees no clients has no practice). */
export const PracticeCardSchema = z.object({
  success: z.boolean(),
  card: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PracticeCard = z.infer<typeof PracticeCardSchema>;

/** GET /appointments/summaries: what her professionals chose to share with her, newest first. */
export const ConsultationSummariesResponseSchema = z.object({
  success: z.boolean(),
  summaries: z.array(
    z.object({ id: z.number().int(), summary: z.string(), author: z.string(), shared_at: z.string() }),
  ),
});
export type ConsultationSummariesResponse = z.infer<typeof ConsultationSummariesResponseSchema>;

// ---------------------------------------------------------------------------------------------- admin

/** POST /admin/care-relationships: an admin puts a member in a professional's care. */
export const CreateCareRelationshipSchema = z.object({ member_id: IdSchema, trainer_id: IdSchema });
export type CreateCareRelationshipInput = z.input<typeof CreateCareRelationshipSchema>;

export const CareRelationshipSchema = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  trainer_id: z.number().int(),
  origin: z.enum(['booking', 'admin']),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});
export type CareRelationship = z.infer<typeof CareRelationshipSchema>;
export const CareRelationshipResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  relationship: CareRelationshipSchema,
});
export type CareRelationshipResponse = z.infer<typeof CareRelationshipResponseSchema>;

/** GET /admin/care-relationships?member_id=: who has cared and cares for her, open first. */
export const CareRelationshipsQuerySchema = z.object({ member_id: IdSchema });
export const CareRelationshipListSchema = z.object({
  success: z.boolean(),
  relationships: z.array(CareRelationshipSchema.extend({ trainer_name: z.string() })),
});
export type CareRelationshipList = z.infer<typeof CareRelationshipListSchema>;

/** DELETE /admin/care-relationships/{id}: why, for the audit log (optional). */
export const EndCareRelationshipSchema = z
  .object({ reason: visible(z.string().trim().max(300, M.tooLong(300))).optional() })
  .nullish();
