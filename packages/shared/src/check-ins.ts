import { z } from 'zod';
import { IdSchema } from './api';
import { CHECK_IN_MESSAGES as M } from './messages/check-ins';

/** Days after its due date a check-in can still be answered; then it counts as missed. */
export const CHECK_IN_GRACE_DAYS = 3;
export const CHECK_IN_TEXT_MAX = 500;
export const CHECK_IN_COMMENT_MAX = 1000;

const label = z.string({ error: M.labelRequired }).trim().min(1, M.labelRequired).max(120, M.labelTooLong);
const required = z.boolean().default(true);

/** The question types a professional builds forms from. */
export const QuestionInputSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scale'), label, required }),
  z.strictObject({
    kind: z.literal('number'),
    label,
    unit: z.string().trim().max(12, M.unitTooLong).default(''),
    required,
  }),
  z.strictObject({ kind: z.literal('yes_no'), label, required }),
  z.strictObject({
    kind: z.literal('choice'),
    label,
    options: z
      .array(z.string().trim().min(1, M.optionsRequired).max(60, M.labelTooLong))
      .min(2, M.optionsRequired)
      .max(8, M.optionsRequired)
      .refine((options) => new Set(options).size === options.length, M.optionsRequired),
    required,
  }),
  z.strictObject({ kind: z.literal('text'), label, required }),
]);
export type QuestionInput = z.input<typeof QuestionInputSchema>;

/** A stored question: its id is its place in the form ("q1"…), fixed when the form is made. */
export type Question = z.output<typeof QuestionInputSchema> & { id: string };

export const CheckInFormInputSchema = z.union([
  z.strictObject({
    title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(80, M.titleTooLong),
    questions: z
      .array(QuestionInputSchema, { error: M.questionsRequired })
      .min(1, M.questionsRequired)
      .max(12, M.tooManyQuestions),
  }),
  z.strictObject({ template: z.string().max(40) }),
]);
export type CheckInFormInput = z.input<typeof CheckInFormInputSchema>;

/** The templates a professional starts from; "Check-in semanal" is the one the issue names. */
export const CHECK_IN_TEMPLATES: Record<string, { title: string; questions: QuestionInput[] }> = {
  semanal: {
    title: 'Check-in semanal',
    questions: [
      { kind: 'scale', label: '¿Cómo estuvo tu energía esta semana?' },
      { kind: 'scale', label: '¿Cómo dormiste?' },
      { kind: 'scale', label: '¿Cuánta hambre sentiste entre comidas?' },
      { kind: 'scale', label: '¿Cuánto pudiste seguir tu plan?' },
      { kind: 'number', label: 'Tu peso de esta semana (si te pesaste)', unit: 'kg', required: false },
    ],
  },
};

/** Questions as stored: each gets its id from its place. */
export function numberQuestions(questions: z.output<typeof QuestionInputSchema>[]): Question[] {
  return questions.map((question, index) => ({ ...question, id: `q${index + 1}` }));
}

export const QuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(['scale', 'number', 'yes_no', 'choice', 'text']),
  label: z.string(),
  unit: z.string().optional(),
  options: z.array(z.string()).optional(),
  required: z.boolean(),
});

/** A question as the API sends it (any type, its type's fields optional). */
export type ShownQuestion = z.infer<typeof QuestionSchema>;

export const CheckInFormSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  questions: z.array(QuestionSchema),
  created_at: z.string(),
});
export type CheckInForm = z.infer<typeof CheckInFormSchema>;
export const CheckInFormsResponseSchema = z.object({
  success: z.boolean(),
  forms: z.array(CheckInFormSchema),
  templates: z.array(z.object({ key: z.string(), title: z.string(), questions: z.number().int() })),
});
export type CheckInFormsResponse = z.infer<typeof CheckInFormsResponseSchema>;
export const CheckInFormResponseSchema = z.object({ success: z.boolean(), form: CheckInFormSchema });
export type CheckInFormResponse = z.infer<typeof CheckInFormResponseSchema>;

/** How often a client answers: on a weekday (1 = lunes … 7 = domingo), or N days after her last answer. */
export const CadenceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('weekly'), weekday: z.number().int().min(1).max(7) }),
    z.strictObject({ kind: z.literal('after_answer'), days: z.number().int().min(3).max(30) }),
  ],
  { error: M.badCadence },
);
export type Cadence = z.infer<typeof CadenceSchema>;

export const AssignCheckInSchema = z.strictObject({ form_id: IdSchema, cadence: CadenceSchema });
export type AssignCheckIn = z.infer<typeof AssignCheckInSchema>;

/** An answer as stored and shown: a number (scale, number), yes/no, an option or a text; null if skipped. */
export const AnswerValueSchema = z.union([z.number(), z.boolean(), z.string()]).nullable();
export type AnswerValue = z.infer<typeof AnswerValueSchema>;

export const AnswersInputSchema = z.strictObject({
  answers: z.record(z.string().max(4), AnswerValueSchema),
});

/**
 * Checks answers against the form's questions: each required one answered, each in its type's range;
 * unknown ids dropped. Field errors are keyed by question id.
 */
export function checkAnswers(
  questions: ShownQuestion[],
  given: Record<string, AnswerValue>,
): { answers: Record<string, AnswerValue>; errors: Record<string, string> } {
  const answers: Record<string, AnswerValue> = {};
  const errors: Record<string, string> = {};
  for (const question of questions) {
    const value = given[question.id] ?? null;
    const empty = value === null || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (question.required) errors[question.id] = M.answerRequired;
      answers[question.id] = null;
      continue;
    }
    const problem = problemOf(question, value);
    if (problem) errors[question.id] = problem;
    else answers[question.id] = typeof value === 'string' ? value.trim() : value;
  }
  return { answers, errors };
}

function problemOf(question: ShownQuestion, value: Exclude<AnswerValue, null>): string | null {
  switch (question.kind) {
    case 'scale':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 10
        ? null
        : M.scaleRange;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return M.numberInvalid;
      return value >= 0 && value <= 100_000 ? null : M.numberRange;
    case 'yes_no':
      return typeof value === 'boolean' ? null : M.answerRequired;
    case 'choice':
      return typeof value === 'string' && (question.options ?? []).includes(value) ? null : M.choiceInvalid;
    case 'text':
      return typeof value === 'string' && value.trim().length <= CHECK_IN_TEXT_MAX ? null : M.textTooLong;
  }
}

/** An answer as a person reads it: "7/10", "68,5 kg", "Sí", the option, the text; "—" when skipped. */
export function formatAnswer(
  question: Pick<Question, 'kind'> & { unit?: string },
  value: AnswerValue,
): string {
  if (value === null) return '—';
  if (question.kind === 'scale') return `${String(value)}/10`;
  if (question.kind === 'yes_no') return value === true ? 'Sí' : 'No';
  if (question.kind === 'number' && typeof value === 'number')
    return `${value.toLocaleString('es-CL')}${question.unit ? ` ${question.unit}` : ''}`;
  return String(value);
}

/**
 * The next due date after one answered or missed (ISO dates, Santiago's calendar): a weekly check-in
 * keeps its weekday; "N days after" counts from the day she answered (or the day it was missed).
 */
export function nextDueOn(cadence: Cadence, after: string): string {
  const date = new Date(`${after}T12:00:00Z`);
  if (cadence.kind === 'after_answer') date.setUTCDate(date.getUTCDate() + cadence.days);
  else {
    date.setUTCDate(date.getUTCDate() + 1);
    const isoWeekday = (day: number) => (day === 0 ? 7 : day);
    while (isoWeekday(date.getUTCDay()) !== cadence.weekday) date.setUTCDate(date.getUTCDate() + 1);
  }
  return date.toISOString().slice(0, 10);
}

/** The first due date of a new assignment: today if it is her weekday (or "N days after"), else the next. */
export function firstDueOn(cadence: Cadence, today: string): string {
  if (cadence.kind === 'after_answer') return today;
  const date = new Date(`${today}T12:00:00Z`);
  const weekday = date.getUTCDay() === 0 ? 7 : date.getUTCDay();
  return weekday === cadence.weekday ? today : nextDueOn(cadence, today);
}

export const CheckInStatusSchema = z.enum(['due', 'answered', 'missed', 'cancelled']);

export const CheckInSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  professional: z.string(),
  due_on: z.string(),
  status: CheckInStatusSchema,
  questions: z.array(QuestionSchema),
  answers: z.record(z.string(), AnswerValueSchema).nullable(),
  answered_at: z.string().nullable(),
  comment: z.string().nullable(),
  commented_at: z.string().nullable(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;
export const CheckInResponseSchema = z.object({ success: z.boolean(), check_in: CheckInSchema });
export type CheckInResponse = z.infer<typeof CheckInResponseSchema>;
export const CheckInsResponseSchema = z.object({ success: z.boolean(), check_ins: z.array(CheckInSchema) });
export type CheckInsResponse = z.infer<typeof CheckInsResponseSchema>;

export const AssignmentSchema = z.object({
  id: z.number().int(),
  form_id: z.number().int(),
  title: z.string(),
  cadence: CadenceSchema,
  next_due_on: z.string().nullable(),
  created_at: z.string(),
});
export const ClientCheckInsResponseSchema = z.object({
  success: z.boolean(),
  assignments: z.array(AssignmentSchema),
  check_ins: z.array(CheckInSchema),
});
export type ClientCheckInsResponse = z.infer<typeof ClientCheckInsResponseSchema>;
export const AssignmentResponseSchema = z.object({ success: z.boolean(), assignment: AssignmentSchema });

export const CommentSchema = z.strictObject({
  comment: z
    .string({ error: M.commentRequired })
    .trim()
    .min(1, M.commentRequired)
    .max(CHECK_IN_COMMENT_MAX, M.commentTooLong),
});

/** The weekday's name for a cadence: "los lunes". */
export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados', 'domingos'] as const;
export function describeCadence(cadence: Cadence): string {
  return cadence.kind === 'weekly'
    ? `Todos los ${WEEKDAYS[cadence.weekday - 1] ?? ''}`
    : `${cadence.days} días después de cada respuesta`;
}
