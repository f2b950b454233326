import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { courses, products, trainers } from '../../../db/schema/index';
import { domainPlugin } from '../domain-plugin';
import { catalogueColumns, onSale, type CourseCatalogueRow } from './courses-repository';

/** The public storefront's published courses (issue 48 §1): read without a viewer, nothing personal. */
export const STOREFRONT_COURSES_MAX = 100;

export function courseStorefrontRepository(db: Db) {
  const published = () =>
    db
      .select(catalogueColumns())
      .from(courses)
      .leftJoin(trainers, eq(trainers.id, courses.trainerId))
      .leftJoin(products, onSale);

  return {
    /** Every published course, featured first; bounded (a storefront lists a catalogue, not an archive). */
    async listPublished(): Promise<CourseCatalogueRow[]> {
      return published()
        .where(eq(courses.status, 'published'))
        .orderBy(desc(courses.isFeatured), asc(courses.title), asc(courses.id))
        .limit(STOREFRONT_COURSES_MAX);
    },

    /** A published course by its slug; a draft is not found. */
    async findPublishedBySlug(slug: string): Promise<CourseCatalogueRow | undefined> {
      const [row] = await published()
        .where(and(eq(courses.slug, slug), eq(courses.status, 'published')))
        .limit(1);
      return row;
    },
  };
}

export type CourseStorefrontRepository = ReturnType<typeof courseStorefrontRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    courseStorefrontRepository: CourseStorefrontRepository;
  }
}

export default domainPlugin('courseStorefrontRepository', (app) => courseStorefrontRepository(app.db), [
  'database',
]);
