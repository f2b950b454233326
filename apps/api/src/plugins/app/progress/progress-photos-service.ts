import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Temporal } from 'temporal-polyfill';
import { santiagoDay } from '@vitalia/shared/dates';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import {
  PROGRESS_PAST_DAYS,
  PROGRESS_PHOTO_MAX_BYTES,
  PROGRESS_PHOTOS_PER_HOUR,
  type Pose,
  type ProgressPhoto,
} from '@vitalia/shared/progress';
import { AppError } from '../../../lib/app-error';
import { assertCan } from '../../../lib/assert-can';
import type { AuditActor } from '../../../lib/audit-actor';
import { collectChunks } from '../../../lib/uploads';
import { checkUpload, photoStore, type StoredPhoto, type UploadPolicy } from '../storage';
import { assertInCare } from '../practice/practice-access';
import type { UserRow } from '../users/user-presenter';
import { domainPlugin } from '../domain-plugin';
import { presentProgressPhoto } from './progress-photo-presenter';
import type { ProgressPhotoRow } from './progress-photos-repository';

const POLICY: UploadPolicy = {
  maxBytes: PROGRESS_PHOTO_MAX_BYTES,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic'],
  tooLargeMessage: M.photoTooLarge,
  wrongTypeMessage: M.photoWrongType,
  emptyMessage: M.photoEmpty,
};
/** Enough to compare two dates side by side on a laptop. */
const PHOTO_LONG_SIDE = 1600;

/**
 * Progress photos (issue 47): a pose on a day, re-encoded by us so no EXIF or location is stored, saved only
 * with her health-data consent and once per `client_id` (a retried upload is the same photo). She and her
 * care team see them through short signed links; her professional's openings are audited.
 */
export function progressPhotosService(app: FastifyInstance) {
  const repo = app.progressPhotosRepository;
  const storePhoto = photoStore(app, {
    folder: 'progress',
    policy: POLICY,
    longSide: PHOTO_LONG_SIDE,
    unreadableMessage: M.photoUnreadable,
  });

  const present = (row: ProgressPhotoRow) => presentProgressPhoto(app, row);

  return {
    async upload(
      user: UserRow,
      query: { pose: Pose; taken_on: string; client_id: string },
      readUpload: (store: (body: Readable) => Promise<StoredPhoto>) => Promise<StoredPhoto>,
    ): Promise<{ photo: ProgressPhoto; created: boolean }> {
      assertCan(user, 'create', 'journal-entry', [user.id]);
      await app.onboardingService.assertConsent(user.id, 'progress', M.needsConsent);
      const today = Temporal.PlainDate.from(santiagoDay(new Date()));
      const day = Temporal.PlainDate.from(query.taken_on);
      if (Temporal.PlainDate.compare(day, today) > 0 || day.until(today).days > PROGRESS_PAST_DAYS)
        throw AppError.badRequest(M.takenOnInvalid);
      const earlier = await repo.byClientId(user.id, query.client_id);
      if (earlier) return { photo: await present(earlier), created: false };
      await app.rateLimiter.consume(`progress-photos:${user.id}`, PROGRESS_PHOTOS_PER_HOUR, M.tooManyPhotos);
      const stored = await readUpload(async (body) => {
        const checked = await checkUpload(body, POLICY);
        return storePhoto(await collectChunks(checked.chunks), checked.contentType);
      });
      const row = await repo
        .insert({
          memberId: user.id,
          clientId: query.client_id,
          pose: query.pose,
          takenOn: query.taken_on,
          storageKey: stored.key,
          width: stored.width,
          height: stored.height,
        })
        .catch(async (error: unknown) => {
          await app.storage.remove(stored.key);
          throw error;
        });
      if (row) return { photo: await present(row), created: true };
      // A racing retry made it first: keep its file, not ours.
      await app.storage.remove(stored.key);
      const made = await repo.byClientId(user.id, query.client_id);
      if (!made) throw new Error('progress photo neither made nor found');
      return { photo: await present(made), created: false };
    },

    async list(user: UserRow): Promise<ProgressPhoto[]> {
      assertCan(user, 'read', 'journal-entry', [user.id]);
      return Promise.all((await repo.of(user.id)).map((row) => present(row)));
    },

    async remove(user: UserRow, id: number): Promise<void> {
      assertCan(user, 'delete', 'journal-entry', [user.id]);
      const key = await repo.remove(user.id, id);
      if (!key) throw AppError.notFound(M.photoNotFound);
      await app.storage.remove(key);
    },

    /** Her photos for her chart: only within the care relationship, every opening audited. */
    async forClient(user: UserRow, actor: AuditActor, memberId: number): Promise<ProgressPhoto[]> {
      await assertInCare(app, user, 'read', memberId);
      await app.auditLog.append(actor, {
        action: 'progress-photos.read',
        entity: 'clinical-record',
        entityId: memberId,
        subjectUserId: memberId,
      });
      return Promise.all((await repo.of(memberId)).map((row) => present(row)));
    },
  };
}

export type ProgressPhotosService = ReturnType<typeof progressPhotosService>;

declare module 'fastify' {
  interface FastifyInstance {
    progressPhotos: ProgressPhotosService;
  }
}

export default domainPlugin(
  'progressPhotos',
  (app) => {
    const removeFiles = (keys: string[]) => async () => {
      for (const key of keys) await app.storage.remove(key);
    };
    // Her photos go with her account (the rows by ON DELETE CASCADE, the files here) and with her consent.
    app.profileService.onErase(async ({ id: userId }, tx) =>
      removeFiles(await app.progressPhotosRepository.keysOf(userId, tx)),
    );
    app.onboardingService.onWithdraw(async (userId, tx) =>
      removeFiles(await app.progressPhotosRepository.removeAllOf(userId, tx)),
    );
    return progressPhotosService(app);
  },
  [
    'progress-photos-repository',
    'profile-service',
    'onboarding-service',
    'care-repository',
    'audit-log',
    'storage',
    'rate-limiter',
  ],
);
