import { and, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conversations, messageReports, trainers, users } from '../../../db/schema/index';
import { fullNameSql } from '../../../db/person-name';
import { domainPlugin } from '../domain-plugin';

/** An account's full name by its id; `Name` says whether the id may be null (a reporter whose account is gone). */
const fullName = <Name extends string | null>(userId: AnyColumn) =>
  sql<Name>`(select ${fullNameSql(users.firstName, users.lastName)} from ${users} where id = ${userId})`;

/** Reports of messages (issue 46): who reported which message and why; never the message's text. */
export function messageReportsRepository(db: Db) {
  return {
    /** One report per message and reporter: a second is the same report (false). */
    async insert(input: {
      messageId: number;
      conversationId: number;
      reporterUserId: number;
      reason: string;
    }): Promise<boolean> {
      const rows = await db
        .insert(messageReports)
        .values(input)
        .onConflictDoNothing()
        .returning({ id: messageReports.id });
      return rows.length > 0;
    },

    /** Open reports first, then the latest resolved ones; with the thread's two names and the reporter's. */
    list(limit: number) {
      return db
        .select({
          report: messageReports,
          member: fullName<string>(conversations.memberId),
          professional: trainers.name,
          reporter: fullName<string | null>(messageReports.reporterUserId),
        })
        .from(messageReports)
        .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .orderBy(sql`${messageReports.resolvedAt} is not null`, desc(messageReports.createdAt))
        .limit(limit);
    },

    /** The thread's member and professional by name, for an admin's reading. */
    async participantNames(
      conversationId: number,
    ): Promise<{ member: string; professional: string } | undefined> {
      const [row] = await db
        .select({ member: fullName<string>(conversations.memberId), professional: trainers.name })
        .from(conversations)
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .where(eq(conversations.id, conversationId));
      return row;
    },

    /** What she reported, for her data export (bounded like every list in it). */
    byReporter(userId: number, limit: number) {
      return db
        .select({ report: messageReports, professional: trainers.name })
        .from(messageReports)
        .innerJoin(conversations, eq(conversations.id, messageReports.conversationId))
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .where(eq(messageReports.reporterUserId, userId))
        .orderBy(desc(messageReports.createdAt))
        .limit(limit);
    },

    async resolve(id: number): Promise<boolean> {
      const rows = await db
        .update(messageReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(messageReports.id, id), isNull(messageReports.resolvedAt)))
        .returning({ id: messageReports.id });
      return rows.length > 0;
    },
  };
}

export type MessageReportsRepository = ReturnType<typeof messageReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messageReportsRepository: MessageReportsRepository;
  }
}

export default domainPlugin('messageReportsRepository', (app) => messageReportsRepository(app.db), [
  'database',
]);
