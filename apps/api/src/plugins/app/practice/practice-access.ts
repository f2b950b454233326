import type { FastifyInstance } from 'fastify';
import type { Action } from '@vitalia/shared/permissions';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import { assertCan } from '../../../lib/assert-can';
import type { UserRow } from '../users/user-presenter';
import { AppError } from '../../../lib/app-error';

/**
 * The caller's team card: whose clients she has. An account without one (an admin who sees no clients, a
 * professional whose card is not made yet) has no practice to show: 404, saying why.
 */
export async function practiceCard(app: FastifyInstance, user: UserRow): Promise<number> {
  const card = await app.trainersRepository.findByUser(user.id);
  if (!card) throw AppError.notFound(M.noTeamCard);
  return card.id;
}

/**
 * A professional reaches a member's chart only while the member is in her care (ADR 0075): the policy
 * table's `own` for the clinical record, whose owners are her care team's accounts. Anyone else, whatever
 * the id she guessed, gets the same 404 as a member who does not exist.
 */
export async function assertInCare(
  app: FastifyInstance,
  user: UserRow,
  action: Extract<Action, 'read' | 'create' | 'update'>,
  memberId: number,
): Promise<void> {
  const owners = await app.careRepository.careTeamAccounts(memberId);
  assertCan(user, action, 'clinical-record', owners, { hideOthers: true, notFoundMessage: M.clientNotFound });
}
