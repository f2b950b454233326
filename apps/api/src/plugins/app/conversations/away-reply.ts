import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AwayReply, AwayReplyResponse } from '@vitalia/shared/conversations';
import { Temporal } from 'temporal-polyfill';
import { wallClockOf } from '@vitalia/shared/class-rules';
import type { Tx } from '../../../db/client';
import type { UserRow } from '../users/user-presenter';
import { practiceCard } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';
import type { AwayRepliesRepository } from './away-replies-repository';
import type { ConversationsRepository } from './conversations-repository';

/** Santiago's ISO weekday (1 = lunes) and minute of the day, for her weekly hours. */
function santiagoWallClock(now: Date): { weekday: number; minute: number } {
  const { date, minute } = wallClockOf(now.getTime(), 'America/Santiago');
  return { weekday: Temporal.PlainDate.from(date).dayOfWeek, minute };
}

/**
 * Her away reply after a member's message (issue 46): when she has it on, has weekly hours and the message
 * came outside them, and none went to this thread in the last 12 hours. Sent in the member's transaction,
 * as hers but marked automatic, without moving her read pointer (she has not read the member's message).
 * Public holidays are not read here: a holiday inside her usual hours gets no away reply.
 */
export async function replyWhenAway(
  repos: { away: AwayRepliesRepository; threads: ConversationsRepository },
  thread: { conversationId: number; trainerId: number; trainerUserId: number | null },
  tx: Tx,
  now = new Date(),
): Promise<void> {
  const reply = await repos.away.find(thread.trainerId, tx);
  if (!reply?.enabled || !reply.body) return;
  const { weekday, minute } = santiagoWallClock(now);
  if (await repos.away.working(thread.trainerId, weekday, minute, tx)) return;
  // Without any weekly hours there is no "outside her hours".
  if (!(await repos.away.hasHours(thread.trainerId, tx))) return;
  if (!(await repos.away.claim(thread.conversationId, now, tx))) return;
  await repos.threads.send(
    {
      conversationId: thread.conversationId,
      side: 'professional',
      senderUserId: thread.trainerUserId,
      body: reply.body,
      clientId: crypto.randomUUID(),
      automatic: true,
    },
    tx,
  );
}

/** Her away reply's settings: GET and PUT /api/trainer/away-reply. */
export function awayReplySettings(app: FastifyInstance) {
  const repo = app.awayRepliesRepository;
  const get = async (user: UserRow): Promise<AwayReplyResponse> => {
    const trainerId = await practiceCard(app, user);
    const [row, hasHours] = await Promise.all([repo.find(trainerId), repo.hasHours(trainerId)]);
    return {
      success: true,
      away_reply: { enabled: row?.enabled ?? false, body: row?.body ?? '' },
      has_hours: hasHours,
    };
  };
  return {
    get,
    async save(user: UserRow, reply: AwayReply): Promise<AwayReplyResponse> {
      await repo.save(await practiceCard(app, user), reply);
      return get(user);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    awayReply: ReturnType<typeof awayReplySettings>;
  }
}

export default domainPlugin('awayReply', awayReplySettings, [
  'away-replies-repository',
  'trainers-repository',
]);
