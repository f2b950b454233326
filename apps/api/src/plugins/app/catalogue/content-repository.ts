import { and, asc, eq } from 'drizzle-orm';
import type { PublishStatus } from '@vitalia/shared/content-fields';
import type { Db } from '../../../db/client';
import { products, type courses, type resources, type videos } from '../../../db/schema/index';

/** An admin list's filter as every kind's repository takes it. */
export interface AdminListFilter {
  text?: string;
  status?: PublishStatus;
  /** A professional's own items only (her team card). */
  trainerId?: number;
  limit: number;
  offset: number;
}

/** The three content kinds' tables: each has an id, a slug, a category and a draft → published status. */
type ContentTable = typeof courses | typeof videos | typeof resources;

/**
 * The queries every content kind's repository answers the same way (issue 44 §3): its categories and
 * whether a slug is taken. Each kind's repository spreads these and keeps only its own SQL.
 */
export function contentTableQueries(table: ContentTable, db: Db) {
  return {
    /** The kind's categories in use: only the published items' for members, every item's for editors. */
    async categories(onlyPublished: boolean): Promise<string[]> {
      const rows = await db
        .selectDistinct({ category: table.category })
        .from(table)
        .where(onlyPublished ? eq(table.status, 'published') : undefined)
        .orderBy(asc(table.category));
      return rows.map((row) => row.category);
    },

    async slugTaken(slug: string, tx: Db = db): Promise<boolean> {
      const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
      return Boolean(row);
    },
  };
}

/** The kinds sold on their own in the cart, and how their product is named and linked. */
const SOLD_KINDS = {
  ebook: {
    link: products.resourceId,
    name: (title: string) => `E-book: ${title}`,
    description: 'El PDF completo para leer en línea y descargar, con acceso permanente.',
    slug: (slug: string) => `ebook-${slug}`,
    values: (id: number) => ({ resourceId: id }),
  },
  course: {
    link: products.courseId,
    name: (title: string) => `Curso: ${title}`,
    description: 'El curso completo con sus lecciones, tu avance y el certificado al terminar.',
    slug: (slug: string) => `curso-${slug}`,
    values: (id: number) => ({ courseId: id }),
  },
} as const;

/** A sold item's product name, from the item's own title: the cart, receipts and Pagos say what the page says. */
export const soldItemName = (kind: keyof typeof SOLD_KINDS, title: string) => SOLD_KINDS[kind].name(title);

/**
 * An item's cart product follows its price: a price puts it on sale (one product per item, reused), null
 * takes it off sale (kept for past orders, which reference it). The one place the rule lives for e-books and
 * courses alike.
 */
export async function setContentPrice(
  kind: keyof typeof SOLD_KINDS,
  item: { id: number; slug: string; title: string },
  priceClp: number | null,
  tx: Db,
): Promise<void> {
  const sold = SOLD_KINDS[kind];
  const [existing] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(sold.link, item.id), eq(products.kind, kind)))
    .orderBy(asc(products.id))
    .limit(1);
  if (priceClp === null) {
    if (existing) await tx.update(products).set({ isActive: false }).where(eq(products.id, existing.id));
    return;
  }
  const fields = { name: sold.name(item.title), description: sold.description, priceClp, isActive: true };
  if (existing) await tx.update(products).set(fields).where(eq(products.id, existing.id));
  else
    await tx
      .insert(products)
      .values({ ...fields, slug: sold.slug(item.slug), kind, ...sold.values(item.id) });
}
