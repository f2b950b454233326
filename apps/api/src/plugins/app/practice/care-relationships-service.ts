import type { FastifyInstance } from 'fastify';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import type { CareRelationship, CareRelationshipList } from '@vitalia/shared/practice';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { presentRelationship } from './practice-presenter';

/**
 * Who is in whose care (issue 45 §2, ADR 0075): a booking opens the pair's relationship in its own
 * transaction; an admin opens or ends one, each change audited with the member it is about.
 */
export function careRelationships(app: FastifyInstance) {
  const care = app.careRepository;
  return {
    /** Called inside a booking's transaction: booked, she is in that professional's care. */
    openForBooking: (memberId: number, trainerId: number, tx: Tx) =>
      care.ensureOpen(memberId, trainerId, 'booking', tx),

    async listForMember(memberId: number): Promise<CareRelationshipList> {
      const rows = await care.listForMember(memberId);
      return {
        success: true,
        relationships: rows.map((row) => ({
          ...presentRelationship(row.relationship),
          trainer_name: row.trainerName,
        })),
      };
    },

    async assign(
      actor: AuditActor,
      input: { member_id: number; trainer_id: number },
    ): Promise<{ relationship: CareRelationship; created: boolean }> {
      const member = await app.usersRepository.findById(input.member_id);
      if (!member) throw AppError.notFound(M.clientNotFound);
      if (member.role !== 'member') throw AppError.badRequest(M.notAMember, { member_id: M.notAMember });
      const trainer = await app.trainersRepository.findById(input.trainer_id);
      if (!trainer || !trainer.isActive) throw AppError.notFound(M.trainerNotFound);
      return app.db.transaction(async (tx) => {
        const { row, created } = await care.ensureOpen(member.id, trainer.id, 'admin', tx);
        if (created)
          await app.auditLog.append(
            actor,
            {
              action: 'care-relationship.create',
              entity: 'care-relationship',
              entityId: row.id,
              subjectUserId: member.id,
              after: { trainer_id: trainer.id, trainer: trainer.name },
            },
            tx,
          );
        return { relationship: presentRelationship(row), created };
      });
    },

    async end(actor: AuditActor, id: number, reason?: string): Promise<CareRelationship> {
      return app.db.transaction(async (tx) => {
        const existing = await care.findById(id, tx);
        if (!existing) throw AppError.notFound(M.relationshipNotFound);
        const ended = await care.end(id, tx);
        if (!ended) throw AppError.conflict(M.relationshipAlreadyEnded);
        // Her check-ins from that professional stop with the care (issue 46).
        await app.checkInsRepository.endForCare(ended.memberId, ended.trainerId, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'care-relationship.end',
            entity: 'care-relationship',
            entityId: id,
            subjectUserId: ended.memberId,
            before: { trainer_id: ended.trainerId },
            after: { reason: reason || null },
          },
          tx,
        );
        return presentRelationship(ended);
      });
    },
  };
}

export type CareRelationships = ReturnType<typeof careRelationships>;

declare module 'fastify' {
  interface FastifyInstance {
    careRelationships: CareRelationships;
  }
}

export default domainPlugin('careRelationships', careRelationships, [
  'care-repository',
  'users-repository',
  'trainers-repository',
  'audit-log',
  'check-ins-repository',
]);
