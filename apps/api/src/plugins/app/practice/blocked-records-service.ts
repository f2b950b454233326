import type { FastifyInstance } from 'fastify';
import {
  BLOCKED_RECORD_MESSAGES as M,
  LEGAL_BASES,
  type BlockedRecord,
  type BlockedRecordSummary,
  type LegalBasis,
} from '@vitalia/shared/blocked-records';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import type { ClinicalRecordRow } from './clinical-repository';
import { presentMeasurements, presentNote } from './practice-presenter';

/** "jo***@gmail.com": enough to tell two namesakes apart, not enough to write to her. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

const summary = (row: ClinicalRecordRow): BlockedRecordSummary => ({
  id: row.id,
  subject_name: row.subjectName,
  subject_email: maskEmail(row.subjectEmail),
  blocked_at: row.blockedAt?.toISOString() ?? null,
  retain_until: row.retainUntil.toISOString(),
});

/**
 * The admin's reasoned reading of a blocked clinical record (ADR 0073): found by name or e-mail (the search is
 * audited too), opened only with a legal basis and a written reason, each reading audited with both. Routes
 * gate it to admins; nothing here is reachable by a professional or a member.
 */
export function blockedRecordsService(app: FastifyInstance) {
  const repo = app.clinicalRepository;
  return {
    async search(actor: AuditActor, text: string): Promise<BlockedRecordSummary[]> {
      const rows = await repo.blockedMatching(text);
      await app.auditLog.append(actor, {
        action: 'clinical-record.blocked-search',
        entity: 'clinical-record',
        after: { found: rows.length },
      });
      return rows.map(summary);
    },

    async read(
      actor: AuditActor,
      id: number,
      input: { basis: LegalBasis; reason: string },
    ): Promise<BlockedRecord> {
      const row = await repo.blockedRecord(id);
      if (!row) throw AppError.notFound(M.notFound);
      // Written before anything is shown: a reading that fails after this is still on the record.
      await app.auditLog.append(actor, {
        action: 'clinical-record.blocked-read',
        entity: 'clinical-record',
        entityId: row.id,
        after: { basis: LEGAL_BASES[input.basis], reason: input.reason },
      });
      const [notes, measurements] = await Promise.all([repo.notesOf(row.id), repo.measurementsOf(row.id)]);
      return {
        ...summary(row),
        subject_email: row.subjectEmail,
        notes: notes.map(presentNote),
        measurements: presentMeasurements(measurements),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    blockedRecords: ReturnType<typeof blockedRecordsService>;
  }
}

export default domainPlugin('blockedRecords', blockedRecordsService, ['clinical-repository', 'audit-log']);
