import type { NamedAuditRow } from './audit-repository';

/** An entry as the admin reads it: who by name (the e-mail stays: the name may change), and about whom. */
export function presentAuditEntry(row: NamedAuditRow) {
  return {
    id: row.id,
    actor_email: row.actorEmail,
    actor_name: row.actorName,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    subject_user_id: row.subjectUserId,
    subject_name: row.subjectName,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
