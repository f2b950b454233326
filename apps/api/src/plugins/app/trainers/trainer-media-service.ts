import type { FastifyInstance } from 'fastify';
import { AVATAR_UPLOAD_LIMIT } from '@vitalia/shared/constants/limits';
import { TRAINER_MEDIA_MESSAGES } from '@vitalia/shared/messages/admin';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import { storeSquareImage } from '../users/avatar';
import type { TrainerRow } from './trainers-repository';

/** The team card draws the photo 112 px wide: 336 px keeps it sharp on a 3x phone screen. */
const PHOTO_SIZE = 336;

/** What an admin sets on a professional's public card: her photo and her presentation video. */
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
      const swapped = await trainers.swapPhoto(id, key).catch(async (error: unknown) => {
        await app.storage.remove(key);
        throw error;
      });
      if (!swapped) {
        // Deleted between the check and the write.
        await app.storage.remove(key);
        throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      }
      if (swapped.previous) await app.storage.remove(swapped.previous);
      await app.auditLog.append(actor, { action: 'trainer.photo', entity: 'trainer', entityId: id });
      return swapped.trainer;
    },

    async removePhoto(actor: AuditActor, id: number): Promise<TrainerRow> {
      const swapped = await trainers.swapPhoto(id, null);
      if (!swapped) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      if (swapped.previous) {
        await app.storage.remove(swapped.previous);
        await app.auditLog.append(actor, { action: 'trainer.photo-remove', entity: 'trainer', entityId: id });
      }
      return swapped.trainer;
    },

    async setIntroVideo(actor: AuditActor, id: number, embedUrl: string | null): Promise<TrainerRow> {
      const before = await existing(id);
      const row = await trainers.setIntroVideo(id, embedUrl);
      if (!row) throw AppError.notFound(TRAINER_MEDIA_MESSAGES.notFound);
      if (before.introVideoUrl !== embedUrl)
        await app.auditLog.append(actor, {
          action: 'trainer.video',
          entity: 'trainer',
          entityId: id,
          before: { intro_video_url: before.introVideoUrl },
          after: { intro_video_url: embedUrl },
        });
      return row;
    },

    async photo(id: number): Promise<Buffer | null> {
      const row = await trainers.findById(id);
      return row?.photoPath ? app.storage.read(row.photoPath) : null;
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
