// The e-book library (issue 19): what members list, read and download, and what admins publish.
import { z } from 'zod';
import {
  AdminContentQuerySchema,
  contentDetailResponse,
  contentInputFields,
  contentItemResponse,
  contentListResponse,
  PublishStatusSchema,
  SearchTextSchema,
  type AdminContentQuery,
} from './content-fields';
import { pageNumber } from './pagination';
import { wholeNumber } from './api';
import { LIBRARY_MESSAGES as M } from './messages/library';
import { PlanTypeSchema } from './user';

/** SPEC-sized PDFs: a long recipe book fits; a scanned encyclopaedia does not. */
export const RESOURCE_MAX_BYTES = 50 * 1024 * 1024;
export const LIBRARY_PAGE_SIZE = 12;
export const ADMIN_RESOURCES_PAGE_SIZE = 20;
/** How long a download or reading link opens its file. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;
export const READ_LINK_TTL_SECONDS = 15 * 60;
export const RESOURCE_PRICE_MIN = 990;
export const RESOURCE_PRICE_MAX = 1_000_000;

const CategoryFilterSchema = z.string().trim().max(40, M.categoryTooLong);

export const LibraryQuerySchema = z.object({
  q: SearchTextSchema.optional(),
  category: CategoryFilterSchema.optional(),
  page: pageNumber(1000).default(1),
});
export type LibraryQuery = { q?: string; category?: string; page?: number };

export const ResourceCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  pages: z.number().int().nullable(),
  required_plan: PlanTypeSchema,
  /** Set when the e-book is also sold on its own (a cart product). */
  product: z.object({ id: z.number().int(), price_clp: z.number().int() }).nullable(),
  /** An uploaded or generated cover image; null → the web app draws a typographic cover. */
  cover_url: z.string().nullable(),
  has_file: z.boolean(),
  /** The viewer may not open it: her plan does not include it and she has not bought it. */
  locked: z.boolean(),
  last_page: z.number().int().nullable(),
  last_downloaded_at: z.string().nullable(),
});
export type ResourceCard = z.infer<typeof ResourceCardSchema>;

export const LibraryResponseSchema = contentListResponse('resources', ResourceCardSchema);
export type LibraryResponse = z.infer<typeof LibraryResponseSchema>;

export const ResourceDetailResponseSchema = z.object({
  success: z.boolean(),
  resource: ResourceCardSchema,
  /** A short-lived address of the PDF to read in the browser; only when the viewer may open it. */
  read_url: z.string().nullable(),
});
export type ResourceDetailResponse = z.infer<typeof ResourceDetailResponseSchema>;

export const DownloadLinkResponseSchema = z.object({
  success: z.boolean(),
  url: z.string(),
  filename: z.string(),
  expires_at: z.string(),
});
export type DownloadLinkResponse = z.infer<typeof DownloadLinkResponseSchema>;

export const ReadingProgressSchema = z.object({ page: pageNumber(10_000) });
export type ReadingProgress = z.infer<typeof ReadingProgressSchema>;

export const MyDownloadsResponseSchema = z.object({
  success: z.boolean(),
  downloads: z.array(
    z.object({
      resource_id: z.number().int(),
      title: z.string(),
      category: z.string(),
      times: z.number().int(),
      last_downloaded_at: z.string(),
    }),
  ),
});
export type MyDownloadsResponse = z.infer<typeof MyDownloadsResponseSchema>;

export const DownloadHistoryQuerySchema = z.object({ page: pageNumber(1000).default(1) });
export const DownloadHistoryResponseSchema = z.object({
  success: z.boolean(),
  downloads: z.array(
    z.object({
      id: z.number().int(),
      resource_id: z.number().int(),
      title: z.string(),
      downloaded_at: z.string(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type DownloadHistoryResponse = z.infer<typeof DownloadHistoryResponseSchema>;

// Admin.

export const ResourceInputSchema = z.object({
  ...contentInputFields(M, 1000),
  required_plan: PlanTypeSchema,
  /** Whole pesos, IVA included; null → not sold on its own. */
  price_clp: wholeNumber(M.priceRange)
    .pipe(z.number().min(RESOURCE_PRICE_MIN, M.priceRange).max(RESOURCE_PRICE_MAX, M.priceRange))
    .nullable(),
});
export type ResourceInput = z.infer<typeof ResourceInputSchema>;

export const AdminResourcesQuerySchema = AdminContentQuerySchema;
export type AdminResourcesQuery = AdminContentQuery;

export const AdminResourceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  required_plan: PlanTypeSchema,
  price_clp: z.number().int().nullable(),
  status: PublishStatusSchema,
  pages: z.number().int().nullable(),
  file_size: z.number().int().nullable(),
  has_file: z.boolean(),
  cover_url: z.string().nullable(),
  has_uploaded_cover: z.boolean(),
  downloads: z.number().int(),
  readers: z.number().int(),
  updated_at: z.string(),
});
export type AdminResource = z.infer<typeof AdminResourceSchema>;

export const AdminResourcesResponseSchema = contentListResponse('resources', AdminResourceSchema);
export type AdminResourcesResponse = z.infer<typeof AdminResourcesResponseSchema>;

export const AdminResourceResponseSchema = contentItemResponse('resource', AdminResourceSchema);
export type AdminResourceResponse = z.infer<typeof AdminResourceResponseSchema>;

export const AdminResourceDetailResponseSchema = contentDetailResponse('resource', AdminResourceSchema);
export type AdminResourceDetailResponse = z.infer<typeof AdminResourceDetailResponseSchema>;
