/* eslint-disable max-lines -- every query of the e-book tables (resources, downloads, reads) and its prepared catalogue statements. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  max,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { boundedSearchText } from '../../../lib/web-search';
import { products, resourceDownloads, resourceReads, resources } from '../../../db/schema/index';
import { type AdminListFilter, contentTableQueries, setContentPrice } from '../catalogue/content-repository';
import { domainPlugin } from '../domain-plugin';
import { overlayReader } from '../catalogue/catalogue-pages';
import { catalogueStateColumns } from '../catalogue/catalogue-repository';

export type ResourceRow = typeof resources.$inferSelect;
type NewResource = Pick<
  typeof resources.$inferInsert,
  'slug' | 'title' | 'description' | 'category' | 'requiredPlan' | 'status' | 'trainerId'
>;
/** Whose e-book it is never changes with an edit. */
type ResourceChanges = Omit<NewResource, 'slug' | 'trainerId'>;

/** A resource as every member's list shows it: with its price when it is sold on its own. */
export interface ResourceCatalogueRow extends ResourceRow {
  productId: number | null;
  priceClp: number | null;
}

/** One reader's state of one e-book. */
export interface ReaderState {
  lastPage: number | null;
  lastDownloadedAt: Date | null;
}

export const NO_READER_STATE: ReaderState = { lastPage: null, lastDownloadedAt: null };

/** A resource as a list shows it to one reader. */
export interface ResourceListRow extends ResourceCatalogueRow, ReaderState {}

export interface AdminResourceRow extends ResourceRow {
  productId: number | null;
  priceClp: number | null;
  downloads: number;
  readers: number;
}

/**
 * Accent- and case-blind Spanish search (migration 0012): the stored `search` vector (unaccent + spanish
 * stems) or, for typos, trigram word similarity on the unaccented title (`<%`, served by the trigram index;
 * with the connection's typo threshold). Its own parentheses: it is ANDed.
 */
export function resourceMatches(text: string): SQL {
  return sql`(${resources}.search @@ websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)})
    or vitalia_unaccent(${text}) <% vitalia_unaccent(${resources.title}))`;
}

const rankFor = (text: string) =>
  sql`ts_rank(${resources}.search, websearch_to_tsquery('vitalia_es', ${boundedSearchText(text)}))`;

/** When this viewer last downloaded the row's e-book (one index probe per listed row), or null. */
const lastDownloadedBy = (viewerId: number | Placeholder) =>
  sql<Date | null>`(select max(${resourceDownloads.createdAt}) from ${resourceDownloads}
    where ${resourceDownloads.userId} = ${viewerId} and ${resourceDownloads.resourceId} = ${resources.id})`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

/** The e-book's cart product, when it is on sale: one active `ebook` product names the resource. */
const onSale = and(
  eq(products.resourceId, resources.id),
  eq(products.kind, 'ebook'),
  eq(products.isActive, true),
);

export function libraryRepository(db: Db) {
  // Asked on every list request, with the catalogue's state (ADR 0044), so prepared once.
  const overlayQuery = db
    .select({
      id: resources.id,
      lastPage: resourceReads.page,
      lastDownloadedAt: lastDownloadedBy(sql.placeholder('viewerId')),
      ...catalogueStateColumns('ebook'),
    })
    .from(resources)
    .leftJoin(
      resourceReads,
      and(eq(resourceReads.resourceId, resources.id), eq(resourceReads.userId, sql.placeholder('viewerId'))),
    )
    .where(sql`${resources.id} = any(${sql.placeholder('ids')})`)
    .prepare('catalogue_ebook_overlay');

  return {
    ...contentTableQueries(resources, db),

    /** Puts the e-book on sale at its price, or off sale (catalogue/content-repository). */
    setPrice: (resource: ResourceRow, priceClp: number | null, tx: Db = db) =>
      setContentPrice('ebook', resource, priceClp, tx),

    /** One page of published e-books as everyone sees it (the reader's own state is `readerStateOf`'s). */
    async listPublished(options: {
      text?: string;
      category?: string;
      limit: number;
      offset: number;
    }): Promise<{ rows: ResourceCatalogueRow[]; total: number }> {
      const { text, category } = options;
      const where = and(
        eq(resources.status, 'published'),
        category ? eq(resources.category, category) : undefined,
        text ? resourceMatches(text) : undefined,
      );
      // The page and the count are two index-served queries, side by side: a window count would read
      // every match.
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...getTableColumns(resources), productId: products.id, priceClp: products.priceClp })
          .from(resources)
          .leftJoin(products, onSale)
          .where(where)
          .orderBy(...(text ? [desc(rankFor(text))] : []), asc(resources.title), asc(resources.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(resources).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Where one reader left some e-books (a list page's) and when she last downloaded each, with the
     * catalogue's state. */
    viewerOverlay: overlayReader(overlayQuery, ({ lastPage, lastDownloadedAt }) => ({
      lastPage,
      lastDownloadedAt,
    })),

    async findForViewer(id: number, viewerId: number): Promise<ResourceListRow | null> {
      const [row] = await db
        .select({
          ...getTableColumns(resources),
          productId: products.id,
          priceClp: products.priceClp,
          lastPage: resourceReads.page,
          lastDownloadedAt: lastDownloadedBy(viewerId),
        })
        .from(resources)
        .leftJoin(products, onSale)
        .leftJoin(
          resourceReads,
          and(eq(resourceReads.resourceId, resources.id), eq(resourceReads.userId, viewerId)),
        )
        .where(eq(resources.id, id))
        .limit(1);
      return row ?? null;
    },

    async findById(id: number): Promise<ResourceRow | null> {
      const [row] = await db.select().from(resources).where(eq(resources.id, id)).limit(1);
      return row ?? null;
    },

    async recordDownload(userId: number, resourceId: number): Promise<void> {
      await db.insert(resourceDownloads).values({ userId, resourceId });
    },

    /** One row per member and e-book: the last page she was on (a late, older write may win; harmless). */
    async saveProgress(userId: number, resourceId: number, page: number): Promise<void> {
      await db
        .insert(resourceReads)
        .values({ userId, resourceId, page })
        .onConflictDoUpdate({
          target: [resourceReads.userId, resourceReads.resourceId],
          set: { page, updatedAt: sql`now()` },
        });
    },

    /** The published e-book she read last and has not finished (a count of pages unknown counts as unfinished). */
    async latestReading(userId: number) {
      const [row] = await db
        .select({
          id: resources.id,
          title: resources.title,
          page: resourceReads.page,
          pages: resources.pages,
          at: resourceReads.updatedAt,
        })
        .from(resourceReads)
        .innerJoin(resources, eq(resources.id, resourceReads.resourceId))
        .where(
          and(
            eq(resourceReads.userId, userId),
            eq(resources.status, 'published'),
            sql`(${resources.pages} is null or ${resourceReads.page} < ${resources.pages})`,
          ),
        )
        .orderBy(desc(resourceReads.updatedAt))
        .limit(1);
      return row ?? null;
    },

    async downloadsOf(userId: number) {
      return db
        .select({
          resourceId: resources.id,
          title: resources.title,
          category: resources.category,
          times: count(),
          lastDownloadedAt: max(resourceDownloads.createdAt),
        })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .where(eq(resourceDownloads.userId, userId))
        .groupBy(resources.id, resources.title, resources.category)
        .orderBy(desc(max(resourceDownloads.createdAt)))
        .limit(200);
    },

    async downloadHistory(userId: number, limit: number, offset: number) {
      const rows = await db
        .select({
          id: resourceDownloads.id,
          resourceId: resources.id,
          title: resources.title,
          at: resourceDownloads.createdAt,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(resourceDownloads)
        .innerJoin(resources, eq(resources.id, resourceDownloads.resourceId))
        .where(eq(resourceDownloads.userId, userId))
        .orderBy(desc(resourceDownloads.createdAt), desc(resourceDownloads.id))
        .limit(limit)
        .offset(offset);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    // Admin.

    async listForAdmin(
      options: AdminListFilter & {
        /** What a course of this professional (null: of the team) may point at: the team's and her own (ADR 0059). */
        usableBy?: number | null;
      },
    ): Promise<{ rows: AdminResourceRow[]; total: number }> {
      const rows = await db
        .select({
          ...adminColumns(),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(resources)
        .leftJoin(products, onSale)
        .where(
          and(
            options.status ? eq(resources.status, options.status) : undefined,
            options.trainerId ? eq(resources.trainerId, options.trainerId) : undefined,
            options.usableBy === undefined
              ? undefined
              : or(
                  isNull(resources.trainerId),
                  options.usableBy === null ? undefined : eq(resources.trainerId, options.usableBy),
                ),
            options.text ? resourceMatches(options.text) : undefined,
          ),
        )
        .orderBy(desc(resources.updatedAt), desc(resources.id))
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: rows[0]?.total ?? 0 };
    },

    async findForAdmin(id: number, tx: Db = db): Promise<AdminResourceRow | null> {
      const [row] = await tx
        .select(adminColumns())
        .from(resources)
        .leftJoin(products, onSale)
        .where(eq(resources.id, id))
        .limit(1);
      return row ?? null;
    },

    async insert(values: NewResource, tx: Db = db): Promise<ResourceRow> {
      const [row] = await tx.insert(resources).values(values).returning();
      if (!row) throw new Error('resource insert returned nothing');
      return row;
    },

    async update(id: number, values: ResourceChanges, tx: Db = db): Promise<ResourceRow | null> {
      const [row] = await tx
        .update(resources)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(resources.id, id))
        .returning();
      return row ?? null;
    },

    /** Puts a new PDF in place; answers the key it displaced (the caller removes that file), or null. */
    async swapFile(id: number, file: { key: string; size: number }, tx: Tx) {
      return swapColumn(tx, id, 'filePath', {
        filePath: file.key,
        fileSize: file.size,
        // The old PDF's page count and generated cover no longer describe the new one.
        pages: null,
        generatedCoverPath: null,
      });
    },

    async swapCover(id: number, key: string | null, tx: Tx) {
      return swapColumn(tx, id, 'coverPath', { coverPath: key });
    },

    /** What the cover job learnt from the PDF, kept only if the PDF is still the one it read. */
    async setFileFacts(
      id: number,
      filePath: string,
      facts: { pages: number | null; generatedCoverPath: string | null },
    ) {
      const [row] = await db
        .update(resources)
        .set(facts)
        .where(and(eq(resources.id, id), eq(resources.filePath, filePath)))
        .returning({ id: resources.id });
      return Boolean(row);
    },

    async withoutFile(slugs: readonly string[]): Promise<ResourceRow[]> {
      if (slugs.length === 0) return [];
      return db
        .select()
        .from(resources)
        .where(and(isNull(resources.filePath), inArray(resources.slug, [...slugs])));
    },

    /** A generated demo PDF, kept only where no file arrived meanwhile (another instance, an admin). */
    async setFileIfNone(id: number, file: { key: string; size: number; pages: number }): Promise<boolean> {
      const [row] = await db
        .update(resources)
        .set({ filePath: file.key, fileSize: file.size, pages: file.pages })
        .where(and(eq(resources.id, id), isNull(resources.filePath)))
        .returning({ id: resources.id });
      return Boolean(row);
    },
  };
}

function adminColumns() {
  return {
    ...getTableColumns(resources),
    productId: products.id,
    priceClp: products.priceClp,
    downloads:
      sql<number>`(select count(*) from ${resourceDownloads} where ${resourceDownloads.resourceId} = ${resources.id})`.mapWith(
        Number,
      ),
    readers:
      sql<number>`(select count(*) from ${resourceReads} where ${resourceReads.resourceId} = ${resources.id})`.mapWith(
        Number,
      ),
  };
}

/** Sets columns and answers the row as it was before (read under the same row lock) and as it is now. */
async function swapColumn(
  tx: Tx,
  id: number,
  column: 'filePath' | 'coverPath',
  values: Partial<typeof resources.$inferInsert>,
) {
  const [before] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
  if (!before) return undefined;
  const [row] = await tx
    .update(resources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(resources.id, id))
    .returning();
  return row ? { previous: before[column], before, resource: row } : undefined;
}

export type LibraryRepository = ReturnType<typeof libraryRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    libraryRepository: LibraryRepository;
  }
}

export default domainPlugin('libraryRepository', (app) => libraryRepository(app.db), ['database']);
