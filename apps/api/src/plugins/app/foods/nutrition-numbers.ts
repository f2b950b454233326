import type { FastifyInstance } from 'fastify';
import { MEAL_PLAN_MESSAGES as M } from '@vitalia/shared/messages/meal-plans';
import type { NumbersSetting } from '@vitalia/shared/meal-plans';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { assertInCare } from '../practice/practice-access';
import type { UserRow } from '../users/user-presenter';
import type { NumbersHiddenRow } from './nutrition-numbers-repository';

const settingOf = (row: NumbersHiddenRow | undefined): NumbersSetting => ({
  hidden: row !== undefined,
  set_by: row?.setBy ?? null,
});

/**
 * "Sin números" (issue 47): she, or her professional in care (eating-disorder care), hides calories and
 * macros from every answer she receives. What a professional set, she cannot undo alone; staff always see
 * the figures they work with. A professional's change is audited.
 */
export function nutritionNumbersService(app: FastifyInstance) {
  const repo = app.nutritionNumbersRepository;
  return {
    /** Whether this caller's answers go without figures: members who hid them; never staff. */
    async hiddenFor(user: UserRow): Promise<boolean> {
      if (user.role !== 'member') return false;
      return (await repo.find(user.id)) !== undefined;
    },

    async mine(user: UserRow): Promise<NumbersSetting> {
      return settingOf(await repo.find(user.id));
    },

    async setMine(user: UserRow, hidden: boolean): Promise<NumbersSetting> {
      const current = await repo.find(user.id);
      if (hidden) {
        // Her own switch never overrides her professional's decision.
        if (current?.setBy !== 'professional') await repo.hide(user.id, 'member', user.id);
      } else if (current?.setBy === 'professional') throw AppError.forbidden(M.numbersSetByProfessional);
      else await repo.show(user.id);
      return settingOf(await repo.find(user.id));
    },

    async ofClient(user: UserRow, memberId: number): Promise<NumbersSetting> {
      await assertInCare(app, user, 'read', memberId);
      return settingOf(await repo.find(memberId));
    },

    async setForClient(
      user: UserRow,
      actor: AuditActor,
      memberId: number,
      hidden: boolean,
    ): Promise<NumbersSetting> {
      await assertInCare(app, user, 'update', memberId);
      if (hidden) await repo.hide(memberId, 'professional', user.id);
      else await repo.show(memberId);
      await app.auditLog.append(actor, {
        action: hidden ? 'nutrition-numbers.hide' : 'nutrition-numbers.show',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      return settingOf(await repo.find(memberId));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    nutritionNumbers: ReturnType<typeof nutritionNumbersService>;
  }
}

export default domainPlugin('nutritionNumbers', nutritionNumbersService, [
  'nutrition-numbers-repository',
  'audit-log',
]);
