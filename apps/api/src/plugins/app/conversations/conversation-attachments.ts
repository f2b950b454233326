import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_PER_HOUR, type Attachment } from '@vitalia/shared/conversations';
import { CONVERSATION_MESSAGES as M } from '@vitalia/shared/messages/conversations';
import { AppError } from '../../../lib/app-error';
import { collectChunks, streamFileUpload } from '../../../lib/uploads';
import type { UserRow } from '../users/user-presenter';
import { checkUpload, photoStore, sweepUnreferenced, type UploadPolicy } from '../storage';
import { domainPlugin } from '../domain-plugin';
import { presentAttachment } from './attachment-presenter';

const POLICY: UploadPolicy = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
  tooLargeMessage: M.attachmentTooLarge,
  wrongTypeMessage: M.attachmentWrongType,
  emptyMessage: M.attachmentEmpty,
};
const FOLDER = 'messages';
/** Long side of a stored photo: sharp enough to read a label on a phone, a fraction of a camera's 12 MP. */
const PHOTO_LONG_SIDE = 2048;
/** Uploads never sent are swept after a day. */
const UNSENT_AFTER_MS = 24 * 3600_000;
const SWEEP_QUEUE = 'conversations.attachment-sweep';

/** A PDF's own name, without a path, control characters or more than 120 characters; ".pdf" at the end. */
export function safePdfName(given: string): string {
  const base = given.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const stem = clean
    .replace(/\.pdf$/i, '')
    .slice(0, 116)
    .trim();
  return `${stem || 'documento'}.pdf`;
}

const kindOf = (contentType: string) => (contentType === 'application/pdf' ? 'pdf' : 'image');

/**
 * What the file says it is, by its name and the browser's type: a photo or a PDF. A file whose bytes are
 * the other (a PDF named .jpg) is refused, since whoever opens it would expect what its name says. Without
 * a known extension the browser's type decides; with neither, the bytes alone do.
 */
export function declaredKind({ fileName, mimeType }: { fileName: string; mimeType: string }) {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension && ['jpg', 'jpeg', 'png', 'webp', 'heic', 'heif'].includes(extension)) return 'image';
  if (mimeType === 'application/pdf') return 'pdf';
  return mimeType.startsWith('image/') ? 'image' : null;
}

/**
 * Photos and PDFs in messages (issue 46). The bytes decide what a file is (a PDF named .jpg is a PDF, and
 * refused where a photo is expected); a photo is re-encoded to WebP by us, so what is stored never carries
 * the camera's EXIF, its location or anything hidden after the image; a PDF is stored as sent. Files are
 * read only through short signed links, issued only to the thread's two participants.
 */
export function conversationAttachmentsService(app: FastifyInstance) {
  const repo = app.conversationAttachmentsRepository;
  const reencoded = photoStore(app, {
    folder: FOLDER,
    policy: POLICY,
    longSide: PHOTO_LONG_SIDE,
    unreadableMessage: M.attachmentUnreadable,
  });
  const storePhoto = async (data: Buffer, contentType: string) => ({
    kind: 'image' as const,
    ...(await reencoded(data, contentType)),
    contentType: 'image/webp',
  });

  return {
    /**
     * Stores one photo or PDF for a message she is about to send in this thread (multipart field `file`).
     * Only a participant of an open thread; 60 files an hour per sender.
     */
    async upload(user: UserRow, conversationId: number, request: FastifyRequest): Promise<Attachment> {
      const thread = await app.conversations.thread(user, 'update', conversationId);
      if (!thread.open) throw AppError.conflict(M.closed);
      await app.rateLimiter.consume(`attachments:${user.id}`, ATTACHMENTS_PER_HOUR, M.tooManyAttachments);
      const stored = await streamFileUpload(
        request,
        'file',
        {
          notMultipart: M.attachmentNotMultipart,
          missing: M.attachmentMissing,
          tooLarge: M.attachmentTooLarge,
        },
        ATTACHMENT_MAX_BYTES,
        async (body: Readable, declared) => {
          const checked = await checkUpload(body, POLICY);
          const claimed = declaredKind(declared);
          if (claimed !== null && claimed !== kindOf(checked.contentType)) {
            body.destroy();
            throw AppError.badRequest(M.attachmentMismatch);
          }
          if (checked.contentType === 'application/pdf') {
            const file = await app.storage.put(FOLDER, Readable.from(checked.chunks), POLICY);
            return {
              kind: 'pdf' as const,
              ...file,
              width: null,
              height: null,
              name: safePdfName(declared.fileName),
            };
          }
          const photo = await storePhoto(await collectChunks(checked.chunks), checked.contentType);
          return { ...photo, name: 'Foto' };
        },
      );
      const row = await repo.insert({
        conversationId,
        uploaderUserId: user.id,
        kind: stored.kind,
        storageKey: stored.key,
        name: stored.name,
        sizeBytes: stored.size,
        width: stored.width,
        height: stored.height,
      });
      return presentAttachment(app.storage, row);
    },

    /**
     * Removes uploads never sent (a closed tab, a message abandoned): files first, then their rows, so a
     * crash between the two leaves rows the next run finishes (removing a missing file is no error). A
     * message can no longer claim them: claims take uploads younger than 23 hours only.
     */
    async sweepUnsent(now = new Date()): Promise<number> {
      const unsent = await repo.unsentBefore(new Date(now.getTime() - UNSENT_AFTER_MS), 500);
      for (const row of unsent) await app.storage.remove(row.key);
      await repo.removeUnsent(unsent.map((row) => row.id));
      // And files whose row was never written (a process killed between the two).
      const orphans = await sweepUnreferenced(
        app.storage,
        `${FOLDER}/`,
        (keys) => repo.referenced(keys),
        now,
      );
      return unsent.length + orphans;
    },
  };
}

export type ConversationAttachmentsService = ReturnType<typeof conversationAttachmentsService>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationAttachments: ConversationAttachmentsService;
  }
}

export default domainPlugin(
  'conversationAttachments',
  async (app) => {
    const service = conversationAttachmentsService(app);
    // Her threads' files go with her account (the rows go by ON DELETE CASCADE; messages are not part of
    // the clinical record kept by ADR 0073).
    app.profileService.onErase(async ({ id: userId }, tx) => {
      const keys = await app.conversationAttachmentsRepository.keysOfMember(userId, tx);
      return async () => {
        for (const key of keys) await app.storage.remove(key);
      };
    });
    if (app.config.NODE_ENV === 'test') return service;
    // Hourly, once across instances; what a crashed run left is the next run's.
    await app.jobs.define(
      SWEEP_QUEUE,
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300, schedule: '23 * * * *' },
      async () => {
        await service.sweepUnsent();
      },
    );
    return service;
  },
  [
    'conversation-attachments-repository',
    'conversations',
    'profile-service',
    'storage',
    'rate-limiter',
    'job-queue',
  ],
);
