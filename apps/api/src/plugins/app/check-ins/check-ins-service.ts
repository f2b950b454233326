import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  CHECK_IN_GRACE_DAYS,
  CHECK_IN_TEMPLATES,
  QuestionInputSchema,
  checkAnswers,
  firstDueOn,
  formatAnswer,
  nextDueOn,
  numberQuestions,
  type AnswerValue,
  type AssignCheckIn,
  type CheckIn,
  type CheckInForm,
  type CheckInFormInput,
  type ClientCheckInsResponse,
  type Question,
} from '@vitalia/shared/check-ins';
import { formatShortDate, santiagoDay } from '@vitalia/shared/dates';
import { CHECK_IN_MESSAGES as M } from '@vitalia/shared/messages/check-ins';
import { AppError } from '../../../lib/app-error';
import { assertCan } from '../../../lib/assert-can';
import type { UserRow } from '../users/user-presenter';
import { assertInCare, practiceCard } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import type { CheckInFormRow, CheckInsRepository } from './check-ins-repository';

type CheckInView = NonNullable<Awaited<ReturnType<CheckInsRepository['findCheckIn']>>>;

const DAY_MS = 86_400_000;
/** A date `days` before an ISO date, in the same calendar. */
export const daysBefore = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const presentForm = (row: CheckInFormRow): CheckInForm => ({
  id: row.id,
  title: row.title,
  questions: row.questions,
  created_at: row.createdAt.toISOString(),
});

export const presentCheckIn = (row: CheckInView): CheckIn => ({
  id: row.checkIn.id,
  title: row.title,
  professional: row.professional,
  due_on: row.checkIn.dueOn,
  status: row.checkIn.status,
  questions: row.questions,
  answers: row.checkIn.answers,
  answered_at: row.checkIn.answeredAt?.toISOString() ?? null,
  comment: row.checkIn.comment,
  commented_at: row.checkIn.commentedAt?.toISOString() ?? null,
});

/** The card her answers make in the thread: each question and its answer, as text. */
function answersCard(
  title: string,
  dueOn: string,
  questions: Question[],
  answers: Record<string, AnswerValue>,
) {
  const lines = questions.map(
    (question) => `${question.label} ${formatAnswer(question, answers[question.id] ?? null)}`,
  );
  return [`${title} (${formatShortDate(`${dueOn}T12:00:00Z`)})`, ...lines].join('\n');
}

/**
 * Weekly check-ins (issue 46): a professional builds forms (or starts from a template), gives one to a
 * client in her care with a cadence; the member answers on her phone; her answers reach the thread as a card
 * and the chart with a trend; the professional comments. Only the member answers hers; only her care team
 * reads them.
 */
export function checkInsService(app: FastifyInstance) {
  const repo = app.checkInsRepository;

  /** Her check-in: the same 404 for anyone else's, whatever id she guessed. */
  const memberCheckIn = async (user: UserRow, action: 'read' | 'update', id: number) => {
    const row = await repo.findCheckIn(id);
    if (!row) throw AppError.notFound(M.notFound);
    assertCan(user, action, 'check-in', [row.checkIn.memberId], {
      hideOthers: true,
      notFoundMessage: M.notFound,
    });
    return row;
  };

  return {
    async forms(user: UserRow) {
      const trainerId = await practiceCard(app, user);
      const rows = await repo.formsOf(trainerId);
      return {
        success: true,
        forms: rows.map(presentForm),
        templates: Object.entries(CHECK_IN_TEMPLATES).map(([key, template]) => ({
          key,
          title: template.title,
          questions: template.questions.length,
        })),
      };
    },

    async createForm(user: UserRow, input: CheckInFormInput): Promise<CheckInForm> {
      const trainerId = await practiceCard(app, user);
      const source = 'template' in input ? CHECK_IN_TEMPLATES[input.template] : input;
      if (!source) throw AppError.badRequest(M.unknownTemplate);
      const questions = numberQuestions(
        source.questions.map((question) => QuestionInputSchema.parse(question)),
      );
      return presentForm(await repo.createForm(trainerId, source.title.trim(), questions));
    },

    /** Gives one of her forms to a client in her care; the first is due today or on the chosen weekday. */
    async assign(user: UserRow, memberId: number, input: AssignCheckIn) {
      await assertInCare(app, user, 'create', memberId);
      const trainerId = await practiceCard(app, user);
      const form = await repo.findForm(input.form_id);
      if (!form || form.trainerId !== trainerId) throw AppError.notFound(M.formNotFound);
      const assignment = await app.db.transaction((tx) =>
        repo.assign(
          {
            formId: form.id,
            memberId,
            trainerId,
            cadence: input.cadence,
            firstDueOn: firstDueOn(input.cadence, santiagoDay(new Date())),
          },
          tx,
        ),
      );
      if (!assignment) throw AppError.conflict(M.alreadyAssigned);
      const [row] = (await repo.assignmentsOf(memberId, trainerId)).filter(
        (item) => item.assignment.id === assignment.id,
      );
      return presentAssignment(row ?? { assignment, title: form.title, nextDueOn: null });
    },

    async stop(user: UserRow, assignmentId: number): Promise<void> {
      const trainerId = await practiceCard(app, user);
      const stopped = await app.db.transaction((tx) => repo.endAssignment(assignmentId, trainerId, tx));
      if (!stopped) throw AppError.notFound(M.notFound);
    },

    /** A client's check-ins for her chart: running assignments and the last half year of answers. */
    async forClient(user: UserRow, memberId: number): Promise<ClientCheckInsResponse> {
      await assertInCare(app, user, 'read', memberId);
      const trainerId = await practiceCard(app, user);
      const [assignments, history] = await Promise.all([
        repo.assignmentsOf(memberId, trainerId),
        repo.history(memberId, trainerId, 26),
      ]);
      return {
        success: true,
        assignments: assignments.map(presentAssignment),
        check_ins: history.map(presentCheckIn),
      };
    },

    async comment(user: UserRow, id: number, comment: string): Promise<CheckIn> {
      const row = await repo.findCheckIn(id);
      if (!row) throw AppError.notFound(M.notFound);
      await assertInCare(app, user, 'update', row.checkIn.memberId);
      if (row.professionalUserId !== user.id) throw AppError.notFound(M.notFound);
      await app.db.transaction(async (tx) => {
        await repo.comment(id, comment, tx);
        await app.notifier.notify(
          [row.checkIn.memberId],
          {
            title: `${row.professional} comentó tu check-in`,
            message: row.title,
            actionUrl: `/check-in/${id}`,
          },
          tx,
        );
      });
      return presentCheckIn({ ...row, checkIn: { ...row.checkIn, comment, commentedAt: new Date() } });
    },

    /** What she can answer now (from its day until the grace days pass). */
    async due(user: UserRow): Promise<CheckIn[]> {
      const today = santiagoDay(new Date());
      const rows = await repo.dueFor(user.id, today, daysBefore(today, CHECK_IN_GRACE_DAYS));
      return rows.map(presentCheckIn);
    },

    async get(user: UserRow, id: number): Promise<CheckIn> {
      return presentCheckIn(await memberCheckIn(user, 'read', id));
    },

    /**
     * Her answers, checked against the form, with her health-data consent. In one transaction: the answers,
     * the card in her thread with the professional (made if new), and the next one due. A second submit (a
     * retry, another tab) changes nothing and answers what the first stored.
     */
    async answer(user: UserRow, id: number, given: Record<string, AnswerValue>): Promise<CheckIn> {
      const row = await memberCheckIn(user, 'update', id);
      if (row.checkIn.status === 'answered') return presentCheckIn(row);
      const today = santiagoDay(new Date());
      if (row.checkIn.status !== 'due' || row.assignmentEndedAt !== null) throw AppError.conflict(M.closed);
      if (row.checkIn.dueOn > today) throw AppError.conflict(M.notDue);
      await app.onboardingService.assertConsent(user.id, 'check_ins', M.needsConsent);
      const { answers, errors } = checkAnswers(row.questions, given);
      if (Object.keys(errors).length > 0)
        throw AppError.badRequest(Object.values(errors)[0] ?? M.answerRequired, errors);
      const emailDelay = await app.unreadReminders.delayMinutes();
      try {
        await app.db.transaction(async (tx) => {
          const thread = await app.conversationsRepository.ensure(user.id, row.trainerId, tx);
          const sent = await app.conversationsRepository.send(
            {
              conversationId: thread.id,
              side: 'member',
              senderUserId: user.id,
              body: answersCard(row.title, row.checkIn.dueOn, row.questions, answers),
              clientId: crypto.randomUUID(),
            },
            tx,
          );
          if (!(await repo.answer(id, answers, sent.message.id, tx))) throw AppError.conflict(M.closed);
          await app.unreadReminders.schedule(
            {
              conversationId: thread.id,
              recipient: 'professional',
              messageId: sent.message.id,
              recipientReadId: sent.recipientReadId,
            },
            tx,
            emailDelay,
          );
          const cadence = await repo.cadenceOf(row.checkIn.assignmentId, tx);
          if (cadence)
            await repo.scheduleNext(row.checkIn.assignmentId, user.id, nextDueOn(cadence, today), tx);
        });
      } catch (error) {
        // Two submits at once: the one that lost answers with what the first stored.
        const now = await memberCheckIn(user, 'read', id);
        if (now.checkIn.status === 'answered') return presentCheckIn(now);
        throw error;
      }
      return presentCheckIn(await memberCheckIn(user, 'read', id));
    },
  };
}

function presentAssignment(row: {
  assignment: { id: number; formId: number; cadence: AssignCheckIn['cadence']; createdAt: Date };
  title: string;
  nextDueOn: string | null;
}) {
  return {
    id: row.assignment.id,
    form_id: row.assignment.formId,
    title: row.title,
    cadence: row.assignment.cadence,
    next_due_on: row.nextDueOn,
    created_at: row.assignment.createdAt.toISOString(),
  };
}

export type CheckInsService = ReturnType<typeof checkInsService>;

declare module 'fastify' {
  interface FastifyInstance {
    checkIns: CheckInsService;
  }
}

export default domainPlugin('checkIns', checkInsService, [
  'check-ins-repository',
  'care-repository',
  'trainers-repository',
  'onboarding-service',
  'conversations-repository',
  'unread-reminders',
  'notifier',
]);
