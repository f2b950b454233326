import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { conversations, trainers } from '../../../db/schema/index';

/** NOTIFY channel of new messages: ids only, the listener fetches what it lacks (issue 46). */
export const CONVERSATIONS_CHANNEL = 'vitalia_conversations';

/** What a NOTIFY on the channel says: which thread, what happened, which message. Ids only. */
export interface ConversationSignal {
  conversationId: number;
  kind: 'message' | 'read';
  messageId: number;
  /** The thread's two accounts, so that no listening instance has to look them up (bench: send → shown). */
  to: number[];
}

/** Tells every instance on commit (NOTIFY inside the transaction is delivered only if it commits). */
export const announce = (tx: Tx, signal: ConversationSignal) =>
  tx.execute(sql`select pg_notify(${CONVERSATIONS_CHANNEL}, ${JSON.stringify(signal)})`);

/** A thread's accounts, read by the statement that moves it: the member and her professional's, if any. */
export const participantColumns = {
  memberId: conversations.memberId,
  trainerUserId: sql<number | null>`(select ${trainers.userId} from ${trainers}
    where ${trainers.id} = ${conversations.trainerId})`,
};
export const accountsOf = (row: { memberId: number; trainerUserId: number | null } | undefined) =>
  row ? [row.memberId, ...(row.trainerUserId === null ? [] : [row.trainerUserId])] : [];
