import type { FastifyInstance } from 'fastify';
import {
  ADMIN_RESOURCES_PAGE_SIZE,
  DOWNLOAD_LINK_TTL_SECONDS,
  LIBRARY_PAGE_SIZE,
  READ_LINK_TTL_SECONDS,
  RESOURCE_MAX_BYTES,
  type DownloadHistoryResponse,
  type DownloadLinkResponse,
  type LibraryQuery,
  type LibraryResponse,
  type MyDownloadsResponse,
  type ResourceDetailResponse,
} from '@vitalia/shared/library';
import { LIBRARY_MESSAGES as M } from '@vitalia/shared/messages/library';
import { AppError } from '../../../lib/app-error';
import { domainPlugin } from '../domain-plugin';
import { mayOpen, mayOpenDraft, mayOpenMany, type Viewer } from '../entitlements/entitlements';
import type { UploadPolicy } from '../storage';
import { NO_READER_STATE, type ResourceListRow, type ResourceRow } from './library-repository';
import { coverKeyOf, presentCard } from './resource-presenter';
import { pageWindow } from '../../../lib/pagination';

export const PDF_POLICY: UploadPolicy = {
  maxBytes: RESOURCE_MAX_BYTES,
  contentTypes: ['application/pdf'],
  tooLargeMessage: M.fileTooLarge,
  wrongTypeMessage: M.fileWrongType,
  emptyMessage: M.fileEmpty,
};

/** Sixty downloads in ten minutes is a reader; more is a scraper. */
export const DOWNLOAD_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;

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
    if (!row || (row.status === 'draft' && !(await mayOpenDraft(app, viewer, 'resource', row.trainerId))))
      throw AppError.notFound(M.notFound);
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
      const { limit, offset } = pageWindow(query.page, LIBRARY_PAGE_SIZE);
      const filters = { text: query.q || undefined, category: query.category || undefined };
      const listed = await app.cataloguePages.read({
        key: `ebooks:${JSON.stringify([filters, offset])}`,
        viewerId: viewer.id,
        kind: 'ebook',
        list: () => repo.listPublished({ ...filters, limit, offset }),
        categories: () => repo.categories(true),
        overlay: repo.viewerOverlay,
      });
      const opens = mayOpenMany(viewer, listed.granted);
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
      const { limit, offset } = pageWindow(page, ADMIN_RESOURCES_PAGE_SIZE);
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
  };
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
