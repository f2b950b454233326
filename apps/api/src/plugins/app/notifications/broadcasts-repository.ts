import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Audience } from '@vitalia/shared/admin';
import { PLAN_LABELS } from '@vitalia/shared/plans';
import type { Db } from '../../../db/client';
import { fullNameSql } from '../../../db/person-name';
import { announce } from '../../../db/announce';
import { notificationBroadcasts, notifications, users } from '../../../db/schema/index';
import type { AuditActor } from '../../../lib/audit-actor';
import { NOTIFICATIONS_CHANNEL } from './notifier';

type StoredAudience = typeof notificationBroadcasts.$inferSelect.audience;
export type BroadcastRow = typeof notificationBroadcasts.$inferSelect;

function storedAudience(audience: Audience): StoredAudience {
  if (audience.kind === 'plan') return { kind: 'plan', plan: audience.plan };
  if (audience.kind === 'user') return { kind: 'user', userId: audience.user_id };
  return { kind: 'all' };
}

/**
 * Who a broadcast reaches: active members ("Toda la comunidad": never the team, professionals or admins,
 * and never suspended accounts), by plan, or one person by name.
 */
function recipientsWhere(audience: StoredAudience): SQL | undefined {
  if (audience.kind === 'user') return eq(users.id, audience.userId);
  const members = and(eq(users.role, 'member'), eq(users.status, 'active'));
  return audience.kind === 'plan' ? and(members, eq(users.planType, audience.plan)) : members;
}

export function audienceLabel(audience: StoredAudience, memberName?: string | null): string {
  if (audience.kind === 'all') return 'Toda la comunidad';
  if (audience.kind === 'plan') return `Plan ${PLAN_LABELS[audience.plan]}`;
  return memberName ? `Una persona: ${memberName}` : 'Una persona';
}

export function broadcastsRepository(db: Db) {
  return {
    async countRecipients(audience: Audience): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(recipientsWhere(storedAudience(audience)));
      return row?.n ?? 0;
    },
    async create(
      actor: AuditActor,
      input: {
        title: string;
        message: string;
        actionUrl: string | null;
        audience: Audience;
        recipients: number;
      },
      tx: Db = db,
    ): Promise<BroadcastRow> {
      const [row] = await tx
        .insert(notificationBroadcasts)
        .values({
          title: input.title,
          message: input.message,
          actionUrl: input.actionUrl,
          audience: storedAudience(input.audience),
          recipients: input.recipients,
          sentBy: actor.id,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /**
     * One INSERT … SELECT whatever the audience size, then one NOTIFY for the whole broadcast. Idempotent:
     * the unique (broadcast, user) index makes a re-run after a crash add only the missing rows.
     */
    async deliver(broadcast: BroadcastRow): Promise<void> {
      // One statement, so atomic without a transaction: the rows and "completed" land together or not at all.
      await db.execute(sql`
        with delivered as (
          insert into ${notifications} (user_id, title, message, action_url, broadcast_id)
          select ${users.id}, ${broadcast.title}, ${broadcast.message}, ${broadcast.actionUrl}::text, ${broadcast.id}::int
          from ${users}
          where ${recipientsWhere(broadcast.audience)}
          on conflict do nothing
          returning 1
        )
        update ${notificationBroadcasts} set completed_at = now()
        where id = ${broadcast.id} and (select count(*) from delivered) >= 0`);
      await announce(db, NOTIFICATIONS_CHANNEL, { broadcastId: broadcast.id });
    },
    async findById(id: number): Promise<BroadcastRow | null> {
      const [row] = await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.id, id));
      return row ?? null;
    },
    async listUnfinished(): Promise<BroadcastRow[]> {
      return db.select().from(notificationBroadcasts).where(isNull(notificationBroadcasts.completedAt));
    },
    async history(limit = 50) {
      return db
        .select({
          broadcast: notificationBroadcasts,
          sentBy: users.email,
          // Fully qualified: drizzle renders a lone column unqualified, which would bind inside the subquery.
          read: sql<number>`(select count(*)::int from notifications n where n.broadcast_id = "notification_broadcasts"."id" and n.is_read)`,
          memberName: sql<
            string | null
          >`(select ${fullNameSql(sql`u.first_name`, sql`u.last_name`)} from users u where u.id = ("notification_broadcasts"."audience" ->> 'userId')::int)`,
        })
        .from(notificationBroadcasts)
        .leftJoin(users, eq(users.id, notificationBroadcasts.sentBy))
        .orderBy(desc(notificationBroadcasts.createdAt), desc(notificationBroadcasts.id))
        .limit(limit);
    },
    /** The rows of one broadcast that belong to the given users (what an instance forwards to its streams). */
    async rowsFor(broadcastId: number, userIds: number[]) {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.broadcastId, broadcastId), inArray(notifications.userId, userIds)));
    },
  };
}

export type BroadcastsRepository = ReturnType<typeof broadcastsRepository>;
