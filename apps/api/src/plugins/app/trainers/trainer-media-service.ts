import type { FastifyInstance } from 'fastify';
import { AVATAR_UPLOAD_LIMIT } from '@vitalia/shared/constants/limits';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { swapStoredFile } from '../storage';
import { storeSquareImage } from '../users/avatar';
import type { TrainerRow } from './trainers-repository';

/** The team card draws the photo 112 px wide: 336 px keeps it sharp on a 3x phone screen. */
const PHOTO_SIZE = 336;

/** What an admin sets on a professional's public card: photo, presentation video and registry number. */
export function trainerMediaService(app: FastifyInstance) {
  const trainers = app.trainersRepository;
  const existing = async (id: number): Promise<TrainerRow> => {
    const row = await trainers.findById(id);
    if (!row) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
    return row;
  };

  return {
    async replacePhoto(
      actor: AuditActor,
      id: number,
      readUpload: () => Promise<Buffer>,
    ): Promise<TrainerRow> {
      await existing(id);
      await app.rateLimiter.consume(
        `trainer-photo:${actor.id}`,
        AVATAR_UPLOAD_LIMIT,
        PROFILE_MESSAGES.avatarTooMany,
      );
      const key = await storeSquareImage(app.storage, await readUpload(), {
        folder: 'trainers',
        size: PHOTO_SIZE,
      });
      const swapped = await swapStoredFile(app.storage, key, () => trainers.swapPhoto(id, key));
      // Deleted between the check and the write.
      if (!swapped) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      await app.auditLog.append(actor, { action: 'trainer.photo', entity: 'trainer', entityId: id });
      return swapped.trainer;
    },

    async removePhoto(actor: AuditActor, id: number): Promise<TrainerRow> {
      const swapped = await swapStoredFile(app.storage, null, () => trainers.swapPhoto(id, null));
      if (!swapped) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      if (swapped.previous) {
        await app.auditLog.append(actor, { action: 'trainer.photo-remove', entity: 'trainer', entityId: id });
      }
      return swapped.trainer;
    },

    /** The card's words: presentation video and registry number (absent keeps it). Audited when changed. */
    async updateCard(
      actor: AuditActor,
      id: number,
      input: { introVideoUrl: string | null; registryNumber?: string | null },
    ): Promise<TrainerRow> {
      const before = await existing(id);
      const row = await trainers.updateCard(id, input);
      if (!row) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      const changed = (['introVideoUrl', 'registryNumber'] as const).filter(
        (key) => before[key] !== row[key],
      );
      if (changed.length > 0)
        await app.auditLog.append(actor, {
          action: 'trainer.update',
          entity: 'trainer',
          entityId: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, row[key]])),
        });
      return row;
    },

    /**
     * Which account attends with this card: a professional's, or an admin's who also sees clients (issue 45
     * §1). One card per account; audited.
     */
    async linkAccount(actor: AuditActor, id: number, userId: number | null): Promise<TrainerRow> {
      const before = await existing(id);
      if (userId !== null) {
        const account = await app.usersRepository.findById(userId);
        if (!account || (account.role !== 'trainer' && account.role !== 'admin'))
          throw AppError.badRequest(TRAINER_MEDIA_MESSAGES.accountNotStaff);
        const card = await trainers.findByUser(userId);
        if (card && card.id !== id) throw AppError.conflict(TRAINER_MEDIA_MESSAGES.accountHasCard);
      }
      const row = await trainers.setAccount(id, userId);
      if (!row) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      if (before.userId !== userId)
        await app.auditLog.append(actor, {
          action: 'trainer.account',
          entity: 'trainer',
          entityId: id,
          subjectUserId: userId ?? before.userId,
          before: { user_id: before.userId },
          after: { user_id: userId },
        });
      return row;
    },

    /** The stored photo's key, or null when she has none (the team then draws an illustration). */
    async photoKey(id: number): Promise<string | null> {
      return (await trainers.findById(id))?.photoPath ?? null;
    },
  };
}

export type TrainerMediaService = ReturnType<typeof trainerMediaService>;

declare module 'fastify' {
  interface FastifyInstance {
    trainerMedia: TrainerMediaService;
  }
}

export default domainPlugin('trainerMedia', trainerMediaService, [
  'trainers-repository',
  'audit-log',
  'storage',
  'rate-limiter',
]);
