import type { FastifyInstance } from 'fastify';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import {
  type OwnMeasurementBody,
  type ProgressMeasurement,
  type ProgressMetric,
} from '@vitalia/shared/progress';
import { assertCan } from '../../../lib/assert-can';
import type { AuditActor } from '../../../lib/audit-actor';
import type { UserRow } from '../users/user-presenter';
import { assertInCare } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import { checkedTakenAt } from './taken-at';
import { intakeGoalsOf, measurementsOf, presentOwnMeasurement, progressMetricsOf } from './progress-metrics';

/**
 * Her progress (issue 47): what she measures at home beside what her professionals measured in
 * consultation, one series per measure. Saved only with her health-data consent; read by her alone here
 * (her professionals see their own measurements and hers in the chart).
 */
export function progressService(app: FastifyInstance) {
  const repo = app.progressRepository;

  return {
    async record(
      user: UserRow,
      body: OwnMeasurementBody,
    ): Promise<{ measurement: ProgressMeasurement; created: boolean }> {
      assertCan(user, 'create', 'journal-entry', [user.id]);
      await app.onboardingService.assertConsent(user.id, 'progress', M.needsConsent);
      const takenAt = checkedTakenAt(body.taken_at);
      const { row, created } = await app.db.transaction((tx) =>
        repo.insert(
          {
            memberId: user.id,
            clientId: body.client_id,
            takenAt,
            weightKg: body.weight_kg,
            waistCm: body.waist_cm,
            hipCm: body.hip_cm,
            bodyFatPct: body.body_fat_pct,
          },
          tx,
        ),
      );
      return { measurement: presentOwnMeasurement(row), created };
    },

    async measurements(user: UserRow): Promise<ProgressMeasurement[]> {
      assertCan(user, 'read', 'journal-entry', [user.id]);
      return measurementsOf(app, user.id);
    },

    async metrics(user: UserRow): Promise<{ metrics: ProgressMetric[]; intake_goals: string[] }> {
      assertCan(user, 'read', 'journal-entry', [user.id]);
      const [metrics, intakeGoals] = await Promise.all([
        progressMetricsOf(app, user.id, user.id),
        intakeGoalsOf(app, user.id),
      ]);
      return { metrics, intake_goals: intakeGoals };
    },

    /** Her series with their goals, in her chart: only within the care relationship, audited. */
    async metricsForClient(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
    ): Promise<{ metrics: ProgressMetric[]; intake_goals: string[] }> {
      await assertInCare(app, user, 'read', memberId);
      await app.auditLog.append(actor, {
        action: 'progress.read',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      const [metrics, intakeGoals] = await Promise.all([
        progressMetricsOf(app, memberId, user.id),
        intakeGoalsOf(app, memberId),
      ]);
      return { metrics, intake_goals: intakeGoals };
    },

    /** What she measured at home, for her chart: only within the care relationship, every opening audited. */
    async forClient(user: UserRow, actor: AuditActor, memberId: number): Promise<ProgressMeasurement[]> {
      await assertInCare(app, user, 'read', memberId);
      await app.auditLog.append(actor, {
        action: 'progress.read',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      return (await repo.of(memberId)).map(presentOwnMeasurement);
    },
  };
}

export type ProgressService = ReturnType<typeof progressService>;

declare module 'fastify' {
  interface FastifyInstance {
    progress: ProgressService;
  }
}

export default domainPlugin(
  'progress',
  (app) => {
    // A withdrawn consent erases what she recorded herself; what a professional took in consultation stays.
    app.onboardingService.onWithdraw(async (userId, tx) => {
      await app.progressRepository.removeAllOf(userId, tx);
      await app.progressGoalsRepository.removeOwnValuesOf(userId, tx);
      return async () => {};
    });
    return progressService(app);
  },
  [
    'progress-repository',
    'progress-goals-repository',
    'clinical-repository',
    'onboarding-service',
    'care-repository',
    'audit-log',
  ],
);
