import { z } from 'zod';
import { IdSchema } from './api';
import { MEALS } from './meal-plans';
import { JOURNAL_MESSAGES as M } from './messages/journal';

export const JOURNAL_DESCRIPTION_MAX = 1000;
export const JOURNAL_COMMENT_MAX = 1000;
/** How far back she may log a meal, and the longest range one list answers. */
export const JOURNAL_PAST_DAYS = 60;
export const JOURNAL_RANGE_DAYS = 31;
export const JOURNAL_PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const JOURNAL_PHOTOS_PER_HOUR = { max: 30, windowMs: 3_600_000 } as const;
export const JOURNAL_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
export const JOURNAL_REMINDERS_MAX = 6;

/** Eight emotions, named as nouns so they read the same for everyone. */
export const EMOTIONS = [
  'tranquilidad',
  'alegria',
  'satisfaccion',
  'cansancio',
  'aburrimiento',
  'ansiedad',
  'estres',
  'tristeza',
] as const;
export type Emotion = (typeof EMOTIONS)[number];
export const EMOTION_LABELS: Record<Emotion, string> = {
  tranquilidad: 'Tranquilidad',
  alegria: 'Alegría',
  satisfaccion: 'Satisfacción',
  cansancio: 'Cansancio',
  aburrimiento: 'Aburrimiento',
  ansiedad: 'Ansiedad',
  estres: 'Estrés',
  tristeza: 'Tristeza',
};

export const PLACES = ['casa', 'trabajo', 'estudio', 'restaurante', 'en_camino', 'otro'] as const;
export const PLACE_LABELS: Record<(typeof PLACES)[number], string> = {
  casa: 'En casa',
  trabajo: 'En el trabajo',
  estudio: 'En el lugar de estudio',
  restaurante: 'En un restaurante',
  en_camino: 'En el camino',
  otro: 'En otro lugar',
};

export const COMPANIES = ['sin_compania', 'familia', 'pareja', 'amistades', 'trabajo'] as const;
export const COMPANY_LABELS: Record<(typeof COMPANIES)[number], string> = {
  sin_compania: 'Sin compañía',
  familia: 'Con la familia',
  pareja: 'En pareja',
  amistades: 'Con amistades',
  trabajo: 'Con gente del trabajo',
};

const hunger = z.number({ error: M.hunger }).int(M.hunger).min(1, M.hunger).max(10, M.hunger).nullable();

/**
 * A meal she logs. `client_id` is her page's own id for it, so a retried save finds the entry it already
 * made. The photo goes up afterwards to the entry (POST …/photo), so an entry never waits on a slow upload.
 */
export const JournalEntryInputSchema = z.strictObject({
  client_id: z.uuid({ error: M.clientIdInvalid }),
  meal: z.enum(MEALS, { error: M.mealRequired }),
  eaten_at: z.iso.datetime({ offset: true, error: M.eatenAtInvalid }),
  description: z.string().trim().max(JOURNAL_DESCRIPTION_MAX, M.descriptionTooLong).default(''),
  foods: z
    .array(
      z.strictObject({
        food_id: IdSchema,
        grams: z.number({ error: M.grams }).min(1, M.grams).max(2000, M.grams),
      }),
    )
    .max(12, M.tooManyFoods)
    .default([]),
  hunger_before: hunger.default(null),
  hunger_after: hunger.default(null),
  emotion: z.enum(EMOTIONS, { error: M.emotion }).nullable().default(null),
  place: z.enum(PLACES, { error: M.place }).nullable().default(null),
  company: z.enum(COMPANIES, { error: M.company }).nullable().default(null),
  /** She is about to add a photo: the entry may then have no words. */
  with_photo: z.boolean().default(false),
});
export type JournalEntryInput = z.input<typeof JournalEntryInputSchema>;
export type JournalEntryBody = z.output<typeof JournalEntryInputSchema>;

/** From/to as calendar days in Chile, at most 31 days apart; without them, the last seven days. */
export const JournalRangeQuerySchema = z.strictObject({
  from: z.iso.date({ error: M.range }).optional(),
  to: z.iso.date({ error: M.range }).optional(),
});

export const JournalCommentInputSchema = z.strictObject({
  body: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .max(JOURNAL_COMMENT_MAX, M.commentTooLong),
});

const CommentSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});

export const JournalEntrySchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  meal: z.enum(MEALS),
  eaten_at: z.string(),
  description: z.string(),
  photo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  foods: z.array(z.object({ food_id: z.number().int(), name: z.string(), grams: z.number() })),
  hunger_before: z.number().int().nullable(),
  hunger_after: z.number().int().nullable(),
  emotion: z.enum(EMOTIONS).nullable(),
  place: z.enum(PLACES).nullable(),
  company: z.enum(COMPANIES).nullable(),
  comments: z.array(CommentSchema),
  created_at: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;
export type JournalComment = z.infer<typeof CommentSchema>;

export const JournalEntryResponseSchema = z.object({ success: z.boolean(), entry: JournalEntrySchema });
export type JournalEntryResponse = z.infer<typeof JournalEntryResponseSchema>;
export const JournalEntriesResponseSchema = z.object({
  success: z.boolean(),
  from: z.string(),
  to: z.string(),
  entries: z.array(JournalEntrySchema),
});
export type JournalEntriesResponse = z.infer<typeof JournalEntriesResponseSchema>;
export const JournalCommentResponseSchema = z.object({ success: z.boolean(), comment: CommentSchema });
export type JournalCommentResponse = z.infer<typeof JournalCommentResponseSchema>;

/** Reminder times as "HH:MM" in Chile, on five-minute steps (the reminder job runs every five minutes). */
const ReminderTime = z
  .string({ error: M.reminderTimes })
  .regex(/^([01]\d|2[0-3]):[0-5][05]$/, M.reminderTimes);
export const JournalRemindersSchema = z.strictObject({
  times: z
    .array(ReminderTime)
    .max(JOURNAL_REMINDERS_MAX, M.reminderTimes)
    .refine((times) => new Set(times).size === times.length, M.reminderTimes),
});
export type JournalReminders = z.infer<typeof JournalRemindersSchema>;
export const JournalRemindersResponseSchema = z.object({ success: z.boolean(), times: z.array(z.string()) });
export type JournalRemindersResponse = z.infer<typeof JournalRemindersResponseSchema>;

/** "08:30" → minutes after midnight, and back. */
export const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
