import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadSharp } from '../../../lib/images';
import {
  ADMIN_RESOURCES_PAGE_SIZE,
  DOWNLOAD_LINK_TTL_SECONDS,
  LIBRARY_PAGE_SIZE,
  READ_LINK_TTL_SECONDS,
  RESOURCE_MAX_BYTES,
  type AdminResource,
  type AdminResourcesQuery,
  type DownloadHistoryResponse,
  type DownloadLinkResponse,
  type LibraryQuery,
  type LibraryResponse,
  type MyDownloadsResponse,
  type ResourceCard,
  type ResourceDetailResponse,
  type ResourceInput,
} from '@vitalia/shared/library';
import { LIBRARY_MESSAGES as M } from '@vitalia/shared/messages/library';
import { PROFILE_MESSAGES } from '@vitalia/shared/messages/profile';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_LIMIT } from '@vitalia/shared/constants/limits';
import { hasPlan } from '@vitalia/shared/permissions';
import { AppError } from '../../../lib/app-error';
import { freeSlug, insertWithFreeSlug } from '../../../lib/free-slug';
import type { AuditActor } from '../admin/audit-log';
import { domainPlugin } from '../domain-plugin';
import { isOwnContent, ownTrainerCard } from '../trainers/own-content';
import { mayOpen, mayOpenDraft, type Viewer } from '../entitlements/entitlements';
import { checkUpload, storedFileVersion, swapStoredFile, type UploadPolicy } from '../storage';
import {
  NO_READER_STATE,
  type AdminResourceRow,
  type ResourceListRow,
  type ResourceRow,
} from './library-repository';
import { DEMO_BOOKS, renderDemoBook } from './demo-pdfs';
import { PDF_FACTS_QUEUE } from './pdf-facts';

export const PDF_POLICY: UploadPolicy = {
  maxBytes: RESOURCE_MAX_BYTES,
  contentTypes: ['application/pdf'],
  tooLargeMessage: M.fileTooLarge,
  wrongTypeMessage: M.fileWrongType,
  emptyMessage: M.fileEmpty,
};

/** Sixty downloads in ten minutes is a reader; more is a scraper. */
export const DOWNLOAD_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;
const COVER_WIDTH = 600;
const COVER_HEIGHT = 800;

/** The uploaded cover wins over the one made from the first page; none → the web app draws one. */
export function coverKeyOf(row: ResourceRow): string | null {
  return row.coverPath ?? row.generatedCoverPath;
}

function coverUrlOf(row: ResourceRow): string | null {
  const key = coverKeyOf(row);
  return key ? `/api/resources/${row.id}/cover?v=${storedFileVersion(key)}` : null;
}

/** "Guía del plato saludable" → "guia-del-plato-saludable": the file name members download. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'recurso';
}

function presentCard(row: ResourceListRow, locked: boolean): ResourceCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    pages: row.pages,
    required_plan: row.requiredPlan,
    product:
      row.productId !== null && row.priceClp !== null ? { id: row.productId, price_clp: row.priceClp } : null,
    cover_url: coverUrlOf(row),
    has_file: row.filePath !== null,
    locked,
    last_page: locked ? null : row.lastPage,
    last_downloaded_at: row.lastDownloadedAt?.toISOString() ?? null,
  };
}

export function presentAdminResource(row: AdminResourceRow): AdminResource {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    required_plan: row.requiredPlan,
    price_clp: row.priceClp,
    status: row.status,
    pages: row.pages,
    file_size: row.fileSize,
    has_file: row.filePath !== null,
    cover_url: coverUrlOf(row),
    has_uploaded_cover: row.coverPath !== null,
    downloads: row.downloads,
    readers: row.readers,
    updated_at: row.updatedAt.toISOString(),
  };
}

const pageOf = (page: number | undefined, size: number) => ({
  limit: size,
  offset: ((page ?? 1) - 1) * size,
});

/**
 * The e-book library (issue 19): members list, read and download what their plan or a purchase opens;
 * admins publish. Every answer about one e-book is decided here or by the route's entitlement gate, never by
 * what the web app shows: a locked e-book's answers carry no address of its PDF.
 */
export function libraryService(app: FastifyInstance) {
  const repo = app.libraryRepository;

  /** A draft e-book is opened by admins and its own professional only (mayOpenDraft). */
  const visibleRow = async (viewer: Viewer, id: number): Promise<ResourceListRow> => {
    const row = await repo.findForViewer(id, viewer.id);
    if (!row || (row.status === 'draft' && !(await mayOpenDraft(app, viewer, row.trainerId))))
      throw AppError.notFound(M.notFound);
    return row;
  };

  const adminRow = async (id: number): Promise<AdminResourceRow> => {
    const row = await repo.findForAdmin(id);
    if (!row) throw AppError.notFound(M.notFound);
    return row;
  };

  const filenameOf = (row: ResourceRow) => `${row.slug}.pdf`;

  // Her home suggests going back to the e-book she left half read (once her first steps are done).
  app.onboardingService.registerContinuation(async (userId) => {
    const reading = await repo.latestReading(userId);
    if (!reading) return null;
    return {
      at: reading.at,
      step: {
        title: `Sigue leyendo «${reading.title}»`,
        description: reading.pages
          ? `Vas en la página ${reading.page} de ${reading.pages}.`
          : `Vas en la página ${reading.page}.`,
        href: `/biblioteca/${reading.id}`,
        cta: 'Seguir leyendo',
      },
    };
  });

  return {
    async list(viewer: Viewer, query: LibraryQuery): Promise<LibraryResponse> {
      const { limit, offset } = pageOf(query.page, LIBRARY_PAGE_SIZE);
      const filters = { text: query.q || undefined, category: query.category || undefined };
      const listed = await app.cataloguePages.read({
        key: `ebooks:${JSON.stringify([filters, offset])}`,
        viewerId: viewer.id,
        kind: 'ebook',
        list: () => repo.listPublished({ ...filters, limit, offset }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = (row: ResourceRow) =>
        hasPlan({ role: viewer.role, plan: viewer.planType }, row.requiredPlan) || listed.granted.has(row.id);
      return {
        success: true,
        resources: listed.page.rows.map((row) =>
          presentCard({ ...row, ...(listed.figures.get(row.id) ?? NO_READER_STATE) }, !opens(row)),
        ),
        total: listed.page.total,
        page: query.page ?? 1,
        per_page: LIBRARY_PAGE_SIZE,
        categories: listed.page.categories,
      };
    },

    async detail(viewer: Viewer, id: number): Promise<ResourceDetailResponse> {
      const row = await visibleRow(viewer, id);
      const opens = await mayOpen(app.db, viewer, { kind: 'ebook', id, requiredPlan: row.requiredPlan });
      const readUrl =
        opens && row.filePath
          ? await app.storage.signedUrl(row.filePath, {
              ttlSeconds: READ_LINK_TTL_SECONDS,
              disposition: 'inline',
              filename: filenameOf(row),
            })
          : null;
      return { success: true, resource: presentCard(row, !opens), read_url: readUrl };
    },

    /** The route's gate has checked the member may open it. Recorded before the link is given. */
    async downloadLink(user: Viewer, id: number): Promise<DownloadLinkResponse> {
      const row = await visibleRow(user, id);
      if (!row.filePath) throw AppError.conflict(M.noFile);
      await app.rateLimiter.consume(`download:${user.id}`, DOWNLOAD_LIMIT, M.downloadLimited);
      await repo.recordDownload(user.id, id);
      const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000);
      const url = await app.storage.signedUrl(row.filePath, {
        ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS,
        disposition: 'attachment',
        filename: filenameOf(row),
      });
      return { success: true, url, filename: filenameOf(row), expires_at: expiresAt.toISOString() };
    },

    async saveProgress(user: Viewer, id: number, page: number): Promise<void> {
      const row = await visibleRow(user, id);
      if (row.pages !== null && page > row.pages) throw AppError.badRequest(M.pageTooHigh(row.pages));
      await repo.saveProgress(user.id, id, page);
    },

    async downloads(user: Viewer): Promise<MyDownloadsResponse> {
      const rows = await repo.downloadsOf(user.id);
      return {
        success: true,
        downloads: rows.map((row) => ({
          resource_id: row.resourceId,
          title: row.title,
          category: row.category,
          times: row.times,
          last_downloaded_at: (row.lastDownloadedAt ?? new Date(0)).toISOString(),
        })),
      };
    },

    async downloadHistory(user: Viewer, page: number): Promise<DownloadHistoryResponse> {
      const { limit, offset } = pageOf(page, ADMIN_RESOURCES_PAGE_SIZE);
      const { rows, total } = await repo.downloadHistory(user.id, limit, offset);
      return {
        success: true,
        downloads: rows.map((row) => ({
          id: row.id,
          resource_id: row.resourceId,
          title: row.title,
          downloaded_at: row.at.toISOString(),
        })),
        total,
        page,
        per_page: ADMIN_RESOURCES_PAGE_SIZE,
      };
    },

    /** The cover's storage key, for anyone who may know the e-book exists (a cover is its shop window). */
    async coverKey(user: Viewer, id: number): Promise<string | null> {
      return coverKeyOf(await visibleRow(user, id));
    },

    /**
     * Writes the demo e-books' PDFs where they have none (first start of a demo instance). Safe to run on
     * every start and on several instances at once: a row that got a file meanwhile keeps it.
     */
    async fillDemoFiles(): Promise<number> {
      let written = 0;
      for (const row of await repo.withoutFile(Object.keys(DEMO_BOOKS))) {
        const book = await renderDemoBook(row.slug, row.title);
        if (!book) continue;
        const stored = await app.storage.put(
          'resources',
          Readable.from([Buffer.from(book.bytes)]),
          PDF_POLICY,
        );
        if (await repo.setFileIfNone(row.id, { key: stored.key, size: stored.size, pages: book.pages })) {
          written += 1;
          await app.jobs.send(
            PDF_FACTS_QUEUE,
            { resourceId: row.id, filePath: stored.key },
            { key: stored.key },
          );
        } else await app.storage.remove(stored.key);
      }
      return written;
    },

    // Admin.

    /** Every e-book (admins), or only those of one professional's team card (`trainerId`). */
    async adminList(query: AdminResourcesQuery, trainerId?: number) {
      const { limit, offset } = pageOf(query.page, ADMIN_RESOURCES_PAGE_SIZE);
      const [{ rows, total }, categories] = await Promise.all([
        repo.listForAdmin({ text: query.q || undefined, status: query.status, trainerId, limit, offset }),
        repo.categories(false),
      ]);
      return {
        success: true,
        resources: rows.map(presentAdminResource),
        total,
        page: query.page ?? 1,
        per_page: ADMIN_RESOURCES_PAGE_SIZE,
        categories,
      };
    },

    async adminDetail(id: number): Promise<AdminResource> {
      return presentAdminResource(await adminRow(id));
    },

    /** A professional's calls name only her own e-books: anyone else's is the same 404 as a missing one. */
    async assertOwnResource(userId: number, id: number): Promise<void> {
      const row = await repo.findForAdmin(id);
      if (!row || !(await isOwnContent(app, userId, row.trainerId))) throw AppError.notFound(M.notFound);
    },

    ownTrainerId: (userId: number) => ownTrainerCard(app, userId, M.noTrainerCard),

    async create(
      actor: AuditActor,
      input: ResourceInput,
      trainerId: number | null = null,
    ): Promise<AdminResource> {
      // A new e-book has no PDF yet: it starts as a draft whatever was asked, and says so.
      if (input.status === 'published')
        throw AppError.conflict(M.publishWithoutFile, { status: M.publishWithoutFile });
      const insertDraft = () =>
        repo.transaction(async (tx) => {
          const slug = await freeSlug(slugOf(input.title), (candidate) => repo.slugTaken(candidate, tx));
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
      // Two admins saving the same title at once pick the same free slug; the loser takes the next one.
      const id = await insertWithFreeSlug(insertDraft, 'resources_slug_unique');
      return presentAdminResource(await adminRow(id));
    },

    async update(actor: AuditActor, id: number, input: ResourceInput): Promise<AdminResource> {
      const before = await adminRow(id);
      if (input.status === 'published' && before.filePath === null)
        throw AppError.conflict(M.publishWithoutFile, { status: M.publishWithoutFile });
      await repo.transaction(async (tx) => {
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
        repo.swapFile(id, { key: stored.key, size: stored.size }),
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
      const swapped = await swapStoredFile(app.storage, key, () => repo.swapCover(id, key));
      if (!swapped) throw AppError.notFound(M.notFound);
      await app.auditLog.append(actor, { action: 'resource.cover', entity: 'resource', entityId: id });
      return presentAdminResource(await adminRow(id));
    },

    async removeCover(actor: AuditActor, id: number): Promise<AdminResource> {
      const swapped = await swapStoredFile(app.storage, null, () => repo.swapCover(id, null));
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

export type LibraryService = ReturnType<typeof libraryService>;

declare module 'fastify' {
  interface FastifyInstance {
    libraryService: LibraryService;
  }
}

export default domainPlugin('libraryService', libraryService, [
  'library-repository',
  'catalogue-pages',
  'onboarding-service',
  'rate-limiter',
  'audit-log',
  'job-queue',
  'trainers-repository',
]);
