import type { AuditRow } from './audit-repository';

export function presentAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    subject_user_id: row.subjectUserId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
