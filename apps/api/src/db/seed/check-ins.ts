import { Temporal } from 'temporal-polyfill';
import {
  CHECK_IN_TEMPLATES,
  QuestionInputSchema,
  numberQuestions,
  type AnswerValue,
} from '@vitalia/shared/check-ins';
import { HEALTH_CONSENT } from '@vitalia/shared/onboarding-rules';
import type { Db } from '../client';
import { checkInAssignments, checkInForms, checkIns, healthConsents, memberIntakes } from '../schema/index';

const ZONE = 'America/Santiago';
const DAY_MS = 86_400_000;

/** Three weeks of Josefa's answers, oldest first: her energy and adherence rise, her weight goes down. */
const WEEKS: Record<string, AnswerValue>[] = [
  { q1: 5, q2: 6, q3: 7, q4: 5, q5: 70.2 },
  { q1: 6, q2: 6, q3: 5, q4: 7, q5: 69.9 },
  { q1: 7, q2: 7, q3: 4, q4: 8, q5: 69.6 },
];

/**
 * The demo's check-ins (issue 46): Josefa (who filled her intake and consented three months ago) answers
 * Camila's "Check-in semanal" every week on this weekday; three weeks answered, the last one commented,
 * and today's waiting for her.
 */
export async function seedDemoCheckIns(
  db: Db,
  member: { id: number },
  camila: { id: number },
): Promise<void> {
  const since = new Date(Date.now() - 90 * DAY_MS);
  await db
    .insert(memberIntakes)
    .values({
      userId: member.id,
      goals: ['bajar_peso', 'mas_energia'],
      mealsPerDay: '3',
      activity: 'ligera',
      sleep: '6_7',
      diets: [],
      allergies: '',
      conditions: '',
      completedAt: since,
      updatedAt: since,
    })
    .onConflictDoNothing();
  await db
    .insert(healthConsents)
    .values({
      userId: member.id,
      purpose: HEALTH_CONSENT.purpose,
      textVersion: HEALTH_CONSENT.version,
      uses: [...HEALTH_CONSENT.uses],
      givenVia: 'intake_form',
      givenAt: since,
    })
    .onConflictDoNothing();
  const template = CHECK_IN_TEMPLATES.semanal;
  if (!template) return;
  const [form] = await db
    .insert(checkInForms)
    .values({
      trainerId: camila.id,
      title: template.title,
      questions: numberQuestions(template.questions.map((question) => QuestionInputSchema.parse(question))),
      createdAt: new Date(Date.now() - 22 * DAY_MS),
    })
    .returning({ id: checkInForms.id });
  if (!form) return;
  const today = Temporal.Now.plainDateISO(ZONE);
  const [assignment] = await db
    .insert(checkInAssignments)
    .values({
      formId: form.id,
      memberId: member.id,
      trainerId: camila.id,
      cadence: { kind: 'weekly', weekday: today.dayOfWeek },
      createdAt: new Date(Date.now() - 22 * DAY_MS),
    })
    .onConflictDoNothing()
    .returning({ id: checkInAssignments.id });
  if (!assignment) return;
  for (const [index, answers] of WEEKS.entries()) {
    const dueOn = today.subtract({ days: 7 * (WEEKS.length - index) });
    const answeredAt = new Date(Date.parse(`${dueOn.toString()}T23:30:00Z`));
    const last = index === WEEKS.length - 1;
    await db.insert(checkIns).values({
      assignmentId: assignment.id,
      memberId: member.id,
      dueOn: dueOn.toString(),
      status: 'answered',
      answers,
      answeredAt,
      remindedAt: answeredAt,
      ...(last
        ? {
            comment: '¡Se nota el avance! Sigamos con la colación de la tarde y la caminata.',
            commentedAt: new Date(answeredAt.getTime() + DAY_MS / 2),
          }
        : {}),
    });
  }
  await db
    .insert(checkIns)
    .values({ assignmentId: assignment.id, memberId: member.id, dueOn: today.toString() });
}
