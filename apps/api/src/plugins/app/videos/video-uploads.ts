import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Server, type DataStore } from '@tus/server';
import { VIDEO_MAX_BYTES } from '@vitalia/shared/videos';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { AppError } from '../../../lib/app-error';
import { storageFault } from '../../../lib/storage-faults';
import type { AuditActor } from '../../../lib/audit-actor';
import { uploadLockerFor } from './upload-locks';
import { domainPlugin } from '../domain-plugin';
import { readUpload, readyFileStore, uploadIdsOf } from './tus-internals';

/**
 * Where tus answers (tus 1.0, `tus-js-client` in the browser): the admins' resumable video uploads, and
 * the professionals' for their own videos (issue 19).
 */
export const VIDEO_UPLOADS_PATHS = {
  admin: '/api/admin/videos/uploads',
  trainer: '/api/trainer/videos/uploads',
} as const;
export type UploadScope = keyof typeof VIDEO_UPLOADS_PATHS;

/** The signed-in admin behind each tus request, set by the route before tus sees it (never from the body). */
const actors = new WeakMap<IncomingMessage, AuditActor>();

export interface VideoUploads {
  /**
   * Hands an authorised request to tus (the route has checked the session, role and CSRF); a
   * professional's upload must be for a video of her own, checked when it starts and when it finishes.
   */
  handle(
    scope: UploadScope,
    actor: AuditActor,
    request: IncomingMessage,
    response: ServerResponse,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    videoUploads: VideoUploads;
  }
}

/** tus answers errors as `{ status_code, body }`; ours carry the API's Spanish envelope as the body. */
function tusError(error: unknown): { status_code: number; body: string } {
  const known = error instanceof AppError ? error : storageFault(error);
  const status = known ? known.statusCode : 500;
  const message = known ? known.message : 'No pudimos guardar el video.';
  return { status_code: status, body: JSON.stringify({ success: false, message }) };
}

type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };
const actorOf = (request: unknown): AuditActor => {
  const raw = (request as TusRequest).runtime?.node?.req;
  const actor = raw ? actors.get(raw) : undefined;
  if (!actor) throw new AppError(401, 'Inicia sesión para continuar.', 'UNAUTHORIZED');
  return actor;
};

/** Who started an upload: written by the server into its metadata at creation, whatever the client sent. */
const OWNER_KEY = 'vitaliaOwner';

const videoIdOf = (metadata: Record<string, string | null> | undefined): number => {
  const id = Number(metadata?.videoId ?? NaN);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw AppError.badRequest(M.uploadMetadata);
  return id;
};

/**
 * Resumable uploads (ADR 0042): tus keeps the parts (on disk under DATA_DIR/uploads/videos, or in the S3
 * bucket when STORAGE_URL names one) until the last byte, then the finished file is streamed through the
 * same sniffing `put` as every upload into storage and handed to the transcoder. An upload's requests may
 * reach any instance: its parts and offset are in the shared store (S3 with several instances) and its
 * lock is a PostgreSQL advisory lock (upload-locks.ts, ADR 0042).
 */
export default domainPlugin(
  'videoUploads',
  async (app) => {
    const options = { dataDir: app.config.DATA_DIR, storageUrl: app.config.STORAGE_URL };
    let datastore: DataStore;
    if (options.storageUrl?.trim().startsWith('s3://')) {
      const { S3Store } = await import('@tus/s3-store');
      const { parseS3Url } = await import('../storage/s3-storage');
      const s3 = parseS3Url(options.storageUrl.trim());
      datastore = new S3Store({
        partSize: 8 * 1024 * 1024,
        s3ClientConfig: {
          bucket: s3.bucket,
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: s3.forcePathStyle,
          credentials: s3.credentials,
        },
      });
    } else {
      // An upload nobody resumed for a day is abandoned; its parts are removed at the next start.
      datastore = await readyFileStore(path.join(options.dataDir, 'uploads', 'videos'), 24 * 3600 * 1000);
    }
    const locks = await uploadLockerFor(app.database, app.db);
    app.addHook('onClose', () => locks.close());
    const read = (id: string): Promise<Readable> => readUpload(datastore, id);

    /** The upload's video, once it is known to be one this caller may upload to. */
    const allowedVideo = async (scope: UploadScope, actor: AuditActor, upload: { metadata?: unknown }) => {
      const id = videoIdOf(upload.metadata as Record<string, string | null> | undefined);
      // The trainer scope's routes admit professionals only; admins upload through their own scope.
      if (scope === 'trainer') await app.videoEditing.assertMayEdit({ id: actor.id, role: 'trainer' }, id);
      return id;
    };

    const serverFor = (scope: UploadScope) =>
      new Server({
        path: VIDEO_UPLOADS_PATHS[scope],
        datastore,
        locker: locks.locker,
        maxSize: VIDEO_MAX_BYTES,
        relativeLocation: true,
        respectForwardedHeaders: false,
        async onUploadCreate(request, upload) {
          try {
            const actor = actorOf(request);
            await app.videoEditing.assertMayUpload(actor, await allowedVideo(scope, actor, upload));
            return { metadata: { ...upload.metadata, [OWNER_KEY]: String(actor.id) } };
          } catch (error) {
            throw tusError(error);
          }
        },
        /**
         * Every later call on an upload (HEAD, PATCH, GET, DELETE) is its starter's only, for a video she
         * may still upload to (issue 42 §6); anyone else's upload answers 404, as if it did not exist.
         */
        async onIncomingRequest(request, id) {
          if (request.method === 'POST') return;
          try {
            const actor = actorOf(request);
            const upload = await datastore.getUpload(id).catch(() => null);
            if (!upload || upload.metadata?.[OWNER_KEY] !== String(actor.id))
              throw AppError.notFound(M.uploadNotFound);
            await allowedVideo(scope, actor, upload);
          } catch (error) {
            throw tusError(error);
          }
        },
        async onUploadFinish(request, upload) {
          // Parts the server's disk failed to store stay: the next start finishes them (issue 43 §8).
          let keepParts = false;
          try {
            const actor = actorOf(request);
            const video = await app.videoEditing.acceptUpload(
              actor,
              await allowedVideo(scope, actor, upload),
              await read(upload.id),
            );
            return {
              status_code: 200,
              headers: { 'content-type': 'application/json; charset=utf-8' },
              body: JSON.stringify({ success: true, message: M.uploaded, video }),
            };
          } catch (error) {
            if (storageFault(error)) {
              keepParts = true;
              app.log.error({ err: error, upload: upload.id }, 'video upload not stored: its parts are kept');
            }
            throw tusError(error);
          } finally {
            // The parts are not needed once the file is in storage (or refused): nothing of it is kept.
            if (!keepParts) await datastore.remove(upload.id).catch(() => undefined);
          }
        },
        onResponseError(_request, error) {
          if ('status_code' in error) return error;
          app.log.error({ err: error }, 'tus upload failed');
          return tusError(error);
        },
      });

    /**
     * Uploads whose every byte arrived but whose finish never ran: the process died inside the last PATCH
     * (issue 43 §5). At start each is finished as that PATCH would have, for the person who sent it, under
     * the upload's lock (an instance still finishing it goes first, and then it is gone); one she may no
     * longer upload to is removed. The disk store only: on S3, parts wait for tus's own expiry.
     */
    async function finishCompleteUploads(): Promise<number> {
      const ids = await uploadIdsOf(datastore);
      if (!ids) return 0;
      let finished = 0;
      for (const id of ids) {
        const upload = await datastore.getUpload(id).catch(() => null);
        if (!upload || upload.size === undefined || upload.offset !== upload.size) continue;
        const lock = locks.locker.newLock(id);
        await lock.lock(new AbortController().signal, () => undefined);
        let keepParts = false;
        try {
          // Finished meanwhile by the instance that held the lock.
          if (!(await datastore.getUpload(id).catch(() => null))) continue;
          const owner = await app.usersRepository.findById(Number(upload.metadata?.[OWNER_KEY]));
          if (!owner || owner.status !== 'active' || (owner.role !== 'admin' && owner.role !== 'trainer'))
            throw AppError.forbidden();
          const actor: AuditActor = { id: owner.id, email: owner.email, ip: '' };
          const videoId = await allowedVideo(owner.role === 'admin' ? 'admin' : 'trainer', actor, upload);
          await app.videoEditing.acceptUpload(actor, videoId, await read(id));
          finished += 1;
        } catch (error) {
          // The disk still refuses: the parts wait for the next start.
          keepParts = storageFault(error) !== null;
          app.log.warn({ err: error, upload: id }, 'a complete upload could not be finished at start');
        } finally {
          if (!keepParts) await datastore.remove(id).catch(() => undefined);
          await lock.unlock().catch(() => undefined);
        }
      }
      return finished;
    }

    const servers = { admin: serverFor('admin'), trainer: serverFor('trainer') };
    app.addHook('onReady', () => {
      // Both share one store: cleaning it once cleans both. In the background: a start does not wait.
      servers.admin.cleanUpExpiredUploads().catch(() => undefined);
      finishCompleteUploads().then(
        (finished) => {
          if (finished > 0) app.log.info({ finished }, 'complete uploads finished at start');
        },
        (error: unknown) => app.log.warn({ err: error }, 'complete uploads not checked at start'),
      );
    });
    return {
      async handle(scope, actor, request, response) {
        actors.set(request, actor);
        await servers[scope].handle(request, response);
      },
    };
  },
  ['video-editing'],
);
