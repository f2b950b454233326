import type { FastifyInstance } from 'fastify';
import { SAVED_REPLIES_MAX, type SavedReply, type SavedReplyInput } from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { savedRepliesRepository } from './saved-replies-repository';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../users/user-presenter';
import { practiceCard } from '../practice/practice-access';
import { domainPlugin } from '../domain-plugin';

/**
 * Saved replies (issue 46): a professional's own texts, kept by her team card. Another's reply, whatever id
 * she guessed, is the same 404 as one that is not.
 */
export function savedRepliesService(app: FastifyInstance) {
  const repo = savedRepliesRepository(app.db);
  return {
    async list(user: UserRow): Promise<SavedReply[]> {
      return repo.list(await practiceCard(app, user));
    },
    async create(user: UserRow, input: SavedReplyInput): Promise<SavedReply> {
      const trainerId = await practiceCard(app, user);
      if ((await repo.count(trainerId)) >= SAVED_REPLIES_MAX) throw AppError.conflict(M.tooManyReplies);
      return repo.insert(trainerId, input);
    },
    async update(user: UserRow, id: number, input: SavedReplyInput): Promise<SavedReply> {
      const reply = await repo.update(id, await practiceCard(app, user), input);
      if (!reply) throw AppError.notFound(M.replyNotFound);
      return reply;
    },
    async remove(user: UserRow, id: number): Promise<void> {
      if (!(await repo.remove(id, await practiceCard(app, user)))) throw AppError.notFound(M.replyNotFound);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    savedReplies: ReturnType<typeof savedRepliesService>;
  }
}

export default domainPlugin('savedReplies', savedRepliesService, ['database', 'trainers-repository']);
