import { and, eq, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { conversations, trainers, users } from '../../../db/schema/index';
import type { Side } from './conversations-repository';

/* The unread reminder's two statements (unread-reminders.ts), in the job's transaction. */

/**
 * Who is to be reminded of a burst left unread, if she still is: the recipient's address and name, and the
 * sender's; undefined once she read up to `messageId` or was already mailed about it (or a later one).
 */
export async function reminderFor(tx: Db, conversationId: number, recipient: Side, messageId: number) {
  const readId = recipient === 'member' ? conversations.memberReadId : conversations.trainerReadId;
  const mailedFor = recipient === 'member' ? conversations.memberMailedFor : conversations.trainerMailedFor;
  const recipientAccount = alias(users, 'recipient');
  const member = alias(users, 'member');
  const [row] = await tx
    .select({
      recipientEmail: recipientAccount.email,
      recipientFirstName: recipientAccount.firstName,
      memberFirstName: member.firstName,
      trainerName: trainers.name,
    })
    .from(conversations)
    .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
    .innerJoin(member, eq(member.id, conversations.memberId))
    .innerJoin(
      recipientAccount,
      eq(recipientAccount.id, recipient === 'member' ? conversations.memberId : trainers.userId),
    )
    .where(and(eq(conversations.id, conversationId), lt(readId, messageId), lt(mailedFor, messageId)))
    .for('update', { of: conversations });
  return row;
}

/** Records that the recipient was e-mailed about the burst up to `messageId` (with the e-mail). */
export async function markMailed(
  tx: Tx,
  conversationId: number,
  recipient: Side,
  messageId: number,
): Promise<void> {
  await tx
    .update(conversations)
    .set({ [recipient === 'member' ? 'memberMailedFor' : 'trainerMailedFor']: messageId })
    .where(eq(conversations.id, conversationId));
}
