import type { Db } from '../client';
import { courses, products, resources } from '../schema/index';
import { soldItemName } from '../../plugins/app/catalogue/content-repository';
import { PRODUCTS } from './content';

/**
 * The demo cart's products. A course or e-book product is named after its item, as when the admin puts one on
 * sale, so the cart, the receipt and Pagos say what the course page says (issue 48 §4).
 */
export async function seedDemoProducts(db: Db): Promise<void> {
  const coursesBySlug = new Map(
    (await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses)).map(
      (row) => [row.slug, row],
    ),
  );
  const resourcesBySlug = new Map(
    (await db.select({ id: resources.id, slug: resources.slug, title: resources.title }).from(resources)).map(
      (row) => [row.slug, row],
    ),
  );
  // A course or e-book product is named after its item, as when the admin puts one on sale.
  const linked = (product: (typeof PRODUCTS)[number]) =>
    'courseSlug' in product
      ? { course: coursesBySlug.get(product.courseSlug) }
      : 'resourceSlug' in product
        ? { ebook: resourcesBySlug.get(product.resourceSlug) }
        : {};
  const nameOf = (product: (typeof PRODUCTS)[number]) => {
    const { course, ebook } = linked(product);
    if (course) return soldItemName('course', course.title);
    if (ebook) return soldItemName('ebook', ebook.title);
    if ('name' in product) return product.name;
    throw new Error(`Demo product ${product.slug} has neither a name nor an item`);
  };
  await db
    .insert(products)
    .values(
      PRODUCTS.map((product) => ({
        slug: product.slug,
        kind: product.kind,
        name: nameOf(product),
        description: product.description,
        priceClp: product.priceClp,
        courseId: linked(product).course?.id ?? null,
        resourceId: linked(product).ebook?.id ?? null,
        consultations: 'consultations' in product ? product.consultations : 0,
      })),
    )
    .onConflictDoNothing({ target: products.slug });
}
