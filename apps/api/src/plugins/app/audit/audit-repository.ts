import { and, count, desc, eq, getTableColumns, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { fullNameSql } from '../../../db/person-name';
import { auditLog, users } from '../../../db/schema/index';
import { containsPattern } from '../../../lib/sql-like';
import { SYSTEM_ACTOR_LABEL, type AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';

export type AuditRow = typeof auditLog.$inferSelect;
export type NamedAuditRow = AuditRow & { actorName: string | null; subjectName: string | null };

const actor = alias(users, 'audit_actor');
const subject = alias(users, 'audit_subject');

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  subjectUserId?: number | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter {
  action?: string;
  actor?: string;
  subjectUserId?: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Append-only: there is no update or delete here, and migration 0005's trigger refuses them anyway. */
export function auditLogRepository(db: Db) {
  return {
    async append(actor: AuditActor, entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: actor.id,
        actorEmail: actor.email,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        subjectUserId: entry.subjectUserId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: actor.ip,
      });
    },
    /** An entry for a change the platform made on its own, in the caller's transaction. */
    async appendSystem(entry: AuditEntry, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values({
        actorId: null,
        actorEmail: SYSTEM_ACTOR_LABEL,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        subjectUserId: entry.subjectUserId ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        ip: null,
      });
    },
    /** A page of entries, each with the names of who acted and whom it concerned (null once erased). */
    async list(filter: AuditFilter): Promise<{ rows: NamedAuditRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.actor) conditions.push(ilike(auditLog.actorEmail, containsPattern(filter.actor)));
      if (filter.subjectUserId) conditions.push(eq(auditLog.subjectUserId, filter.subjectUserId));
      if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
      if (filter.to) conditions.push(lt(auditLog.createdAt, filter.to));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...getTableColumns(auditLog),
            actorName: sql<string | null>`nullif(${fullNameSql(actor.firstName, actor.lastName)}, '')`,
            subjectName: sql<string | null>`nullif(${fullNameSql(subject.firstName, subject.lastName)}, '')`,
          })
          .from(auditLog)
          .leftJoin(actor, eq(actor.id, auditLog.actorId))
          .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogRepository;
  }
}

export default domainPlugin('auditLog', (app) => auditLogRepository(app.db), ['database']);
