import type { FastifyInstance } from 'fastify';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import {
  CUSTOM_MEASURES_MAX,
  goalError,
  type CustomMeasureBody,
  type CustomValueInput,
} from '@vitalia/shared/progress-goals';
import type { OwnMeasure } from '@vitalia/shared/progress';
import { AppError } from '../../../lib/app-error';
import { uniqueViolation } from '../../../lib/database-errors';
import { assertCan } from '../../../lib/assert-can';
import type { AuditActor } from '../../../lib/audit-actor';
import { fullNameOf } from '../users/user-presenter';
import type { UserRow } from '../users/user-presenter';
import { assertInCare, practiceCard } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import type { CustomMeasureRow } from './progress-goals-repository';
import { checkedTakenAt } from './taken-at';
import type { Db } from '../../../db/client';

/**
 * Goals and custom measures (issue 47). A member sets her own goals and records values of the measures
 * her professionals defined for her; a professional does the same for a member in her care (404 for anyone
 * else), and only she defines custom measures. Every change by a professional is audited; nothing is kept
 * without the member's health-data consent.
 */
export function progressGoalsService(app: FastifyInstance) {
  const repo = app.progressGoalsRepository;

  /** Herself, or a member in the caller's care; then her health-data consent, whoever asks. */
  async function reachToWrite(user: UserRow, memberId: number): Promise<void> {
    if (user.id === memberId) assertCan(user, 'create', 'journal-entry', [user.id]);
    else await assertInCare(app, user, 'update', memberId);
    const refusal = user.id === memberId ? M.needsConsent : M.clientNeedsConsent;
    await app.onboardingService.assertConsent(memberId, 'progress', refusal);
  }

  /**
   * A professional's change to a client's progress, in her log and the client's: in the change's own
   * transaction, so a change never commits without its entry.
   */
  async function audit(
    tx: Db,
    user: UserRow,
    actor: AuditActor,
    memberId: number,
    action: string,
    entityId: number,
  ) {
    if (user.id === memberId) return;
    await app.auditLog.append(
      actor,
      { action, entity: 'clinical-record', entityId, subjectUserId: memberId },
      tx,
    );
  }

  return {
    /** Sets (or, with null, removes) the goal of one standard measure. */
    async setGoal(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      measure: OwnMeasure,
      target: number | null,
    ): Promise<void> {
      await reachToWrite(user, memberId);
      const refused = goalError(measure, target);
      if (refused) throw AppError.badRequest(refused, { target: refused });
      await app.db.transaction(async (tx) => {
        if (target === null) await repo.removeGoal(memberId, measure, tx);
        else
          await repo.setGoal(
            { memberId, measure, target, setById: user.id, setByName: fullNameOf(user) },
            tx,
          );
        const action = target === null ? 'progress.goal_removed' : 'progress.goal_set';
        await audit(tx, user, actor, memberId, action, memberId);
      });
    },

    /** A measure the professional defines for one client, with its unit and an optional goal. */
    async createCustom(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      body: CustomMeasureBody,
    ): Promise<CustomMeasureRow> {
      if (user.id === memberId) throw AppError.notFound(M.customNotFound);
      await reachToWrite(user, memberId);
      const trainerId = await practiceCard(app, user);
      const made = await app.db.transaction(async (tx) => {
        // Her rows are counted under her intake's lock, so two saves at once cannot pass the limit together.
        await app.onboardingRepository.lockHealthData(memberId, tx);
        if ((await repo.countCustom(memberId, tx)) >= CUSTOM_MEASURES_MAX)
          throw AppError.badRequest(M.customTooMany(CUSTOM_MEASURES_MAX));
        const row = await repo.insertCustom({ memberId, trainerId, ...body }, tx);
        if (row) await audit(tx, user, actor, memberId, 'progress.custom_created', row.id);
        return row;
      });
      if (!made) throw AppError.conflict(M.customNameTaken, { name: M.customNameTaken });
      return made;
    },

    async updateCustom(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      id: number,
      body: CustomMeasureBody,
    ): Promise<CustomMeasureRow> {
      if (user.id === memberId) throw AppError.notFound(M.customNotFound);
      await reachToWrite(user, memberId);
      const updated = await app.db
        .transaction(async (tx) => {
          const row = await repo.updateCustom(id, memberId, body, tx);
          if (row) await audit(tx, user, actor, memberId, 'progress.custom_updated', id);
          return row;
        })
        .catch((error: unknown) => {
          if (uniqueViolation(error) !== null)
            throw AppError.conflict(M.customNameTaken, { name: M.customNameTaken });
          throw error;
        });
      if (!updated) throw AppError.notFound(M.customNotFound);
      return updated;
    },

    /** One value of one of her custom measures; a retry with the same `client_id` answers the first. */
    async recordValue(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      measureId: number,
      input: CustomValueInput,
    ): Promise<{ created: boolean }> {
      await reachToWrite(user, memberId);
      const takenAt = checkedTakenAt(input.taken_at);
      if (!(await repo.findCustom(measureId, memberId))) throw AppError.notFound(M.customNotFound);
      const { created } = await app.db.transaction(async (tx) => {
        const inserted = await repo.insertValue(
          {
            measureId,
            memberId,
            clientId: input.client_id,
            takenAt,
            value: input.value,
            recordedById: user.id,
            recordedByName: fullNameOf(user),
          },
          tx,
        );
        if (inserted.created) await audit(tx, user, actor, memberId, 'progress.value_recorded', measureId);
        return inserted;
      });
      return { created };
    },
  };
}

export type ProgressGoalsService = ReturnType<typeof progressGoalsService>;

declare module 'fastify' {
  interface FastifyInstance {
    progressGoals: ProgressGoalsService;
  }
}

export default domainPlugin('progressGoals', progressGoalsService, [
  'progress-goals-repository',
  'onboarding-service',
  'care-repository',
  'trainers-repository',
  'audit-log',
]);
