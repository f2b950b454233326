import type { FastifyInstance } from 'fastify';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { HEALTH_CONSENT } from '@vitalia/shared/onboarding-rules';
import {
  metricsOf,
  PROGRESS_PAST_DAYS,
  type OwnMeasurementBody,
  type ProgressMeasurement,
  type ProgressMetric,
} from '@vitalia/shared/progress';
import { AppError } from '../../../lib/app-error';
import { assertCan } from '../../../lib/assert-can';
import type { AuditActor } from '../../../lib/audit-actor';
import type { UserRow } from '../users/user-presenter';
import { assertInCare } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import type { MemberMeasurementRow } from './progress-repository';

const DAY_MS = 86_400_000;

export const presentOwnMeasurement = (row: MemberMeasurementRow): ProgressMeasurement => ({
  id: row.id,
  source: 'member',
  taken_at: row.takenAt.toISOString(),
  weight_kg: row.weightKg,
  waist_cm: row.waistCm,
  hip_cm: row.hipCm,
  body_fat_pct: row.bodyFatPct,
  recorded_by: 'Tú',
});

/**
 * Her progress (issue 47): what she measures at home beside what her professionals measured in
 * consultation, one series per measure. Saved only with her health-data consent; read by her alone here
 * (her professionals see their own measurements and hers in the chart).
 */
export function progressService(app: FastifyInstance) {
  const repo = app.progressRepository;

  /** Hers and her professionals', oldest first. */
  async function allOf(memberId: number): Promise<ProgressMeasurement[]> {
    const record = await app.clinicalRepository.recordOf(memberId);
    const clinical = record ? await app.clinicalRepository.measurementsOf(record.id) : [];
    const fromConsultations = clinical
      .filter((row) => [row.weightKg, row.waistCm, row.hipCm, row.bodyFatPct].some((value) => value !== null))
      .map((row): ProgressMeasurement => ({
        id: row.id,
        source: 'professional',
        taken_at: row.takenAt.toISOString(),
        weight_kg: row.weightKg,
        waist_cm: row.waistCm,
        hip_cm: row.hipCm,
        body_fat_pct: row.bodyFatPct,
        recorded_by: row.recordedByName,
      }));
    return [...fromConsultations, ...(await repo.of(memberId)).map(presentOwnMeasurement)].sort((a, b) =>
      a.taken_at.localeCompare(b.taken_at),
    );
  }

  return {
    async record(
      user: UserRow,
      body: OwnMeasurementBody,
    ): Promise<{ measurement: ProgressMeasurement; created: boolean }> {
      assertCan(user, 'create', 'journal-entry', [user.id]);
      if (!(await app.onboardingRepository.activeConsent(user.id, HEALTH_CONSENT.purpose)))
        throw AppError.forbidden(M.needsConsent);
      const takenAt = new Date(body.taken_at);
      const now = Date.now();
      if (takenAt.getTime() > now + 5 * 60_000 || takenAt.getTime() < now - PROGRESS_PAST_DAYS * DAY_MS)
        throw AppError.badRequest(M.takenAtInvalid);
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
      return allOf(user.id);
    },

    async metrics(user: UserRow): Promise<ProgressMetric[]> {
      assertCan(user, 'read', 'journal-entry', [user.id]);
      return metricsOf(await allOf(user.id));
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

export default domainPlugin('progress', progressService, [
  'progress-repository',
  'clinical-repository',
  'onboarding-repository',
  'care-repository',
  'audit-log',
]);
