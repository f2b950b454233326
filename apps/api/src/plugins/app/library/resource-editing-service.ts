import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../../lib/images';
import { ADMIN_RESOURCES_PAGE_SIZE, type AdminResource, type ResourceInput } from '@vitalia/shared/library';
import { LIBRARY_MESSAGES as M } from '@vitalia/shared/messages/library';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_LIMIT } from '@vitalia/shared/constants/limits';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { contentEditing, refusePublishWithout } from '../catalogue/content-editing';
import { checkUpload, swapStoredFile, type UploadPolicy } from '../storage';
import type { AdminResourceRow } from './library-repository';
import { PDF_POLICY } from './library-service';
import { PDF_FACTS_QUEUE } from './pdf-facts';
import { presentAdminResource } from './resource-presenter';

const COVER_WIDTH = 600;
const COVER_HEIGHT = 800;

/**
 * Editing e-books (issue 19): the admin's list of every e-book and a professional's of her own, the e-book
 * itself, its PDF (facts and cover read by the pdf-facts queue) and an uploaded cover.
 */
export function resourceEditing(app: FastifyInstance) {
  const repo = app.libraryRepository;
  const kit = contentEditing(app, {
    entity: 'resource',
    listKey: 'resources',
    messages: M,
    slugConstraint: 'resources_slug_unique',
    pageSize: ADMIN_RESOURCES_PAGE_SIZE,
    repository: repo,
    present: presentAdminResource,
  });
  const { adminRow } = kit;

  return {
    /** Every e-book (admins), or only those of one professional's team card (`trainerId`). */
    adminList: kit.adminList,
    adminDetail: kit.adminDetail,
    assertMayEdit: kit.assertMayEdit,
    ownTrainerId: kit.ownTrainerId,

    async create(
      actor: AuditActor,
      input: ResourceInput,
      trainerId: number | null = null,
    ): Promise<AdminResource> {
      // A new e-book has no PDF yet: it starts as a draft whatever was asked, and says so.
      refusePublishWithout(input.status, false, M.publishWithoutFile);
      const id = await kit.insertUnderFreeSlug(input.title, async (tx, slug) => {
        const row = await repo.insert(
          {
            slug,
            title: input.title,
            description: input.description,
            category: input.category,
            requiredPlan: input.required_plan,
            status: 'draft',
            trainerId,
          },
          tx,
        );
        await repo.setPrice(row, input.price_clp, tx);
        await app.auditLog.append(
          actor,
          { action: 'resource.create', entity: 'resource', entityId: row.id, after: auditable(input) },
          tx,
        );
        return row.id;
      });
      return presentAdminResource(await adminRow(id));
    },

    async update(actor: AuditActor, id: number, input: ResourceInput): Promise<AdminResource> {
      const before = await adminRow(id);
      refusePublishWithout(input.status, before.filePath !== null, M.publishWithoutFile);
      await app.db.transaction(async (tx) => {
        const row = await repo.update(
          id,
          {
            title: input.title,
            description: input.description,
            category: input.category,
            requiredPlan: input.required_plan,
            status: input.status,
          },
          tx,
        );
        if (!row) throw AppError.notFound(M.notFound);
        await repo.setPrice(row, input.price_clp, tx);
        await app.auditLog.append(
          actor,
          {
            action: 'resource.update',
            entity: 'resource',
            entityId: id,
            before: auditable(inputOf(before)),
            after: auditable(input),
          },
          tx,
        );
      });
      return presentAdminResource(await adminRow(id));
    },

    /** Streams the PDF into storage (sniffed, ≤ 50 MB, nothing kept when refused), then swaps it in. */
    async replaceFile(actor: AuditActor, id: number, body: Readable): Promise<AdminResource> {
      await adminRow(id);
      await app.rateLimiter.consume(`resource-file:${actor.id}`, AVATAR_UPLOAD_LIMIT, M.uploadLimited);
      const stored = await app.storage.put('resources', body, PDF_POLICY);
      const swapped = await swapStoredFile(app.storage, stored.key, () =>
        app.db.transaction((tx) => repo.swapFile(id, { key: stored.key, size: stored.size }, tx)),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      // The cover made from the old PDF's first page goes with it.
      if (swapped.before.generatedCoverPath) await app.storage.remove(swapped.before.generatedCoverPath);
      await app.auditLog.append(actor, {
        action: 'resource.file',
        entity: 'resource',
        entityId: id,
        after: { size: stored.size },
      });
      // Page count and first-page cover come later, from a job (pdftoppm), so the upload answers at once.
      await app.jobs.send(PDF_FACTS_QUEUE, { resourceId: id, filePath: stored.key }, { key: stored.key });
      return presentAdminResource(await adminRow(id));
    },

    async replaceCover(actor: AuditActor, id: number, data: Buffer): Promise<AdminResource> {
      await adminRow(id);
      await app.rateLimiter.consume(
        `resource-cover:${actor.id}`,
        AVATAR_UPLOAD_LIMIT,
        PROFILE_MESSAGES.avatarTooMany,
      );
      const key = await storeCover(app, data);
      const swapped = await swapStoredFile(app.storage, key, () =>
        app.db.transaction((tx) => repo.swapCover(id, key, tx)),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      await app.auditLog.append(actor, { action: 'resource.cover', entity: 'resource', entityId: id });
      return presentAdminResource(await adminRow(id));
    },

    async removeCover(actor: AuditActor, id: number): Promise<AdminResource> {
      const swapped = await swapStoredFile(app.storage, null, () =>
        app.db.transaction((tx) => repo.swapCover(id, null, tx)),
      );
      if (!swapped) throw AppError.notFound(M.notFound);
      if (swapped.previous)
        await app.auditLog.append(actor, {
          action: 'resource.cover-remove',
          entity: 'resource',
          entityId: id,
        });
      return presentAdminResource(await adminRow(id));
    },
  };
}

const inputOf = (row: AdminResourceRow): ResourceInput => ({
  title: row.title,
  description: row.description,
  category: row.category,
  required_plan: row.requiredPlan,
  price_clp: row.priceClp,
  status: row.status,
});

/** The audit keeps what changed in a form a person reads, not the description's whole text. */
const auditable = (input: ResourceInput) => ({
  title: input.title,
  category: input.category,
  required_plan: input.required_plan,
  price_clp: input.price_clp,
  status: input.status,
});

const COVER_POLICY: UploadPolicy = {
  maxBytes: AVATAR_MAX_BYTES,
  contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  tooLargeMessage: PROFILE_MESSAGES.avatarTooLarge,
  wrongTypeMessage: PROFILE_MESSAGES.avatarWrongType,
};

/** An uploaded cover, re-encoded to a 3:4 WebP: what is stored is always an image we made. */
async function storeCover(app: FastifyInstance, data: Buffer): Promise<string> {
  await checkUpload(Readable.from([data]), COVER_POLICY);
  const sharp = await loadSharp();
  let cover: Buffer;
  try {
    cover = await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw AppError.badRequest(PROFILE_MESSAGES.avatarUnreadable);
  }
  const stored = await app.storage.put('resource-covers', Readable.from([cover]), {
    ...COVER_POLICY,
    contentTypes: ['image/webp'],
  });
  return stored.key;
}

export type ResourceEditing = ReturnType<typeof resourceEditing>;

declare module 'fastify' {
  interface FastifyInstance {
    resourceEditing: ResourceEditing;
  }
}

export default domainPlugin('resourceEditing', resourceEditing, [
  'library-repository',
  'library-service',
  'rate-limiter',
  'audit-log',
  'job-queue',
  'trainers-repository',
]);
