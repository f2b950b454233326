import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { ADMIN_VIDEOS_PAGE_SIZE, type AdminVideo, type VideoInputParsed } from '@vitalia/shared/videos';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { contentEditing, refusePublishWithout } from '../catalogue/content-editing';
import { swapStoredFile } from '../storage';
import { presentAdminVideo } from './video-presenter';
import { checkCaptions, VIDEO_POLICY, VIDEO_TRANSCODE_QUEUE, VIDEO_UPLOAD_LIMIT } from './videos-service';

/** The audit keeps what changed in a form a person reads, not the description's whole text. */
const auditable = (input: {
  title: string;
  category: string;
  required_plan: string;
  status: string;
  embed_url: string | null;
}) => ({
  title: input.title,
  category: input.category,
  required_plan: input.required_plan,
  status: input.status,
  embed_url: input.embed_url,
});

/**
 * Editing videos (issue 19): the admin's list of every video and a professional's of her own, the video
 * itself, its uploaded file (transcoded by the video.transcode queue) and its captions.
 */
export function videoEditing(app: FastifyInstance) {
  const repo = app.videosRepository;
  const kit = contentEditing(app, {
    entity: 'video',
    listKey: 'videos',
    messages: M,
    slugConstraint: 'videos_slug_unique',
    pageSize: ADMIN_VIDEOS_PAGE_SIZE,
    repository: repo,
    present: presentAdminVideo,
  });
  const { adminRow } = kit;

  /** Everything stored for one ladder (segments, playlists) is removed with it. */
  const removePrefix = async (prefix: string | null) => {
    if (!prefix) return;
    for await (const file of app.storage.list(prefix)) await app.storage.remove(file.key);
  };

  return {
    /** Every video (admins), or only those of one professional's team card (`trainerId`). */
    adminList: kit.adminList,
    adminDetail: kit.adminDetail,
    assertMayEdit: kit.assertMayEdit,
    ownTrainerId: kit.ownTrainerId,

    async create(
      actor: AuditActor,
      input: VideoInputParsed,
      trainerId: number | null = null,
    ): Promise<AdminVideo> {
      // A new video has a file only if it is an embed: an upload comes after, so it starts as a draft.
      refusePublishWithout(input.status, input.embed_url !== null, M.publishWithoutSource);
      const id = await kit.insertUnderFreeSlug(input.title, async (tx, slug) => {
        const row = await repo.insert(
          {
            slug,
            title: input.title,
            description: input.description,
            category: input.category,
            requiredPlan: input.required_plan,
            status: input.status,
            embedUrl: input.embed_url,
            trainerId,
          },
          tx,
        );
        await app.auditLog.append(
          actor,
          { action: 'video.create', entity: 'video', entityId: row.id, after: auditable(input) },
          tx,
        );
        return row.id;
      });
      return presentAdminVideo(await adminRow(id));
    },

    async update(actor: AuditActor, id: number, input: VideoInputParsed): Promise<AdminVideo> {
      const before = await adminRow(id);
      if (input.embed_url && before.sourcePath)
        throw AppError.conflict(M.uploadForEmbed, { embed_url: M.uploadForEmbed });
      refusePublishWithout(
        input.status,
        input.embed_url !== null || before.sourcePath !== null,
        M.publishWithoutSource,
      );
      await app.db.transaction(async (tx) => {
        const row = await repo.update(
          id,
          {
            title: input.title,
            description: input.description,
            category: input.category,
            requiredPlan: input.required_plan,
            status: input.status,
            embedUrl: input.embed_url,
          },
          tx,
        );
        if (!row) throw AppError.notFound(M.notFound);
        await app.auditLog.append(
          actor,
          {
            action: 'video.update',
            entity: 'video',
            entityId: id,
            before: auditable({
              title: before.title,
              category: before.category,
              required_plan: before.requiredPlan,
              status: before.status,
              embed_url: before.embedUrl,
            }),
            after: auditable(input),
          },
          tx,
        );
      });
      return presentAdminVideo(await adminRow(id));
    },

    /** Checked before an upload starts (tus creation): the video exists and plays from an upload, not an embed. */
    async assertMayUpload(actor: AuditActor, id: number): Promise<void> {
      const row = await adminRow(id);
      if (row.embedUrl) throw AppError.conflict(M.uploadForEmbed);
      await app.rateLimiter.consume(`video-upload:${actor.id}`, VIDEO_UPLOAD_LIMIT, M.uploadLimited);
    },

    /**
     * A finished upload: streamed into storage (sniffed: MP4, WebM or MOV; ≤ 2 GB; nothing kept when
     * refused), swapped in for the old original (whose ladder, poster and file go), then transcoded by a job.
     */
    async acceptUpload(actor: AuditActor, id: number, body: Readable): Promise<AdminVideo> {
      const row = await adminRow(id);
      if (row.embedUrl) {
        body.destroy();
        throw AppError.conflict(M.uploadForEmbed);
      }
      const stored = await app.storage.put('video-sources', body, VIDEO_POLICY);
      // "En cola" and its transcode job commit together (issue 43 §5): a process killed between the two left
      // the video queued with no job to ever render it.
      const swapped = await swapStoredFile(app.storage, stored.key, () =>
        app.db.transaction(async (tx) => {
          const result = await repo.swapSource(id, { key: stored.key, size: stored.size }, tx);
          if (result)
            await app.jobs.send(
              VIDEO_TRANSCODE_QUEUE,
              { videoId: id, sourcePath: stored.key },
              { key: stored.key, tx },
            );
          return result;
        }),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      await removePrefix(swapped.before.hlsPrefix);
      if (swapped.before.posterPath) await app.storage.remove(swapped.before.posterPath);
      await app.auditLog.append(actor, {
        action: 'video.file',
        entity: 'video',
        entityId: id,
        after: { size: stored.size },
      });
      return presentAdminVideo(await adminRow(id));
    },

    /** Its captions as text, for the editor to change in place (issue 49 §9). */
    async captionsText(id: number): Promise<string> {
      const row = await adminRow(id);
      if (!row.captionsPath) throw AppError.notFound(M.noCaptions);
      return text(await app.storage.read(row.captionsPath));
    },

    async replaceCaptions(actor: AuditActor, id: number, data: Buffer): Promise<AdminVideo> {
      await adminRow(id);
      const text = checkCaptions(data);
      const key = `video-captions/${crypto.randomBytes(16).toString('hex')}.vtt`;
      await app.storage.write(key, Readable.from([text]));
      const swapped = await swapStoredFile(app.storage, key, () =>
        app.db.transaction((tx) => repo.swapCaptions(id, key, tx)),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      await app.auditLog.append(actor, { action: 'video.captions', entity: 'video', entityId: id });
      return presentAdminVideo(await adminRow(id));
    },

    async removeCaptions(actor: AuditActor, id: number): Promise<AdminVideo> {
      const swapped = await swapStoredFile(app.storage, null, () =>
        app.db.transaction((tx) => repo.swapCaptions(id, null, tx)),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      if (swapped.previous)
        await app.auditLog.append(actor, { action: 'video.captions-remove', entity: 'video', entityId: id });
      return presentAdminVideo(await adminRow(id));
    },

    removePrefix,
  };
}

export type VideoEditing = ReturnType<typeof videoEditing>;

declare module 'fastify' {
  interface FastifyInstance {
    videoEditing: VideoEditing;
  }
}

export default domainPlugin('videoEditing', videoEditing, [
  'videos-repository',
  'videos-service',
  'trainers-repository',
  'audit-log',
  'job-queue',
]);
