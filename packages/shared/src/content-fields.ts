// What every content kind shares (e-books, videos, courses): its publish states, the search text, the admin
// list's query and the shapes of its list, detail and saved answers. A kind's module adds its own fields.
import { z } from 'zod';
import { HIDDEN_FORMATTING, HIDDEN_FORMATTING_MESSAGE, visible as visibleText } from './api';
import { pageNumber } from './pagination';

export const SEARCH_TOO_LONG = 'La búsqueda puede tener hasta 100 caracteres.';

/** A search box's text: trimmed, bounded, no hidden characters; empty means no search. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(100, SEARCH_TOO_LONG)
  .refine((text) => !HIDDEN_FORMATTING.test(text), HIDDEN_FORMATTING_MESSAGE);

/** Text shown to other people: the one rule (api.ts), re-exported for the catalogues' schemas. */
export { visible } from './api';

/** A content item is a draft (only its editors see it) until it is published. */
export const PUBLISH_STATUSES = ['draft', 'published'] as const;
export const PublishStatusSchema = z.enum(PUBLISH_STATUSES);
export type PublishStatus = z.infer<typeof PublishStatusSchema>;
export const PUBLISH_STATUS_LABELS: Record<PublishStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
};

/** The admin list of a kind: search text, status, page (up to 10.000 pages). */
export const AdminContentQuerySchema = z.object({
  q: SearchTextSchema.optional(),
  status: PublishStatusSchema.optional(),
  page: pageNumber(10_000).default(1),
});
export type AdminContentQuery = { q?: string; status?: PublishStatus; page?: number };

const pageTotals = {
  success: z.boolean(),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The kind's categories in use, for the filter chips and the editor's suggestions. */
  categories: z.array(z.string()),
};

/** A page of a catalogue or an admin list: the items under the kind's key (`videos`, `courses`…). */
export function contentListResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ ...pageTotals, ...({ [key]: z.array(item) } as Record<Key, z.ZodArray<Item>>) });
}

/** One item as an editor sees it, with or without the saved message. */
export function contentItemResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ success: z.boolean(), message: z.string(), ...({ [key]: item } as Record<Key, Item>) });
}
export function contentDetailResponse<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z.object({ success: z.boolean(), ...({ [key]: item } as Record<Key, Item>) });
}

/** The Spanish words a kind's editor answers with: each kind names itself ("el título del video"). */
export interface ContentFieldMessages {
  titleRequired: string;
  titleTooShort: string;
  titleTooLong: string;
  descriptionRequired: string;
  descriptionTooLong: string;
  categoryRequired: string;
  categoryTooLong: string;
}

/**
 * The fields every kind's editor sends: a title (3 to 120), a description (up to `descriptionMax`), a
 * category (up to 40), all visible text, and its status. The kind's schema adds its own (plan, price, file…).
 */
export function contentInputFields(M: ContentFieldMessages, descriptionMax: number) {
  return {
    title: visibleText(
      z
        .string({ error: M.titleRequired })
        .trim()
        .min(1, M.titleRequired)
        .min(3, M.titleTooShort)
        .max(120, M.titleTooLong),
    ),
    description: visibleText(
      z
        .string({ error: M.descriptionRequired })
        .trim()
        .min(1, M.descriptionRequired)
        .max(descriptionMax, M.descriptionTooLong),
    ),
    category: visibleText(
      z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(40, M.categoryTooLong),
    ),
    status: PublishStatusSchema,
  };
}
