import {
  coursePercent,
  type AdminCourse,
  type AdminCourseDetail,
  type CourseCard,
} from '@vitalia/shared/courses';
import type { PublicCourse } from '@vitalia/shared/storefront';
import type {
  AdminCourseRow,
  CourseCatalogueRow,
  CourseListRow,
  LessonRow,
  SectionRow,
} from './courses-repository';

/** What every reader of a published course sees of it, signed in or not: the storefront and the catalogue. */
function presentCourseSummary(row: CourseCatalogueRow) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    required_plan: row.requiredPlan,
    trainer: row.trainerName && row.trainerSlug ? { name: row.trainerName, slug: row.trainerSlug } : null,
    lessons_count: row.lessonsCount,
    duration_minutes: row.lessonMinutes || row.durationMinutes,
  };
}

/** Its product, when it is sold on its own (a product row with a price). */
const saleOf = (row: CourseCatalogueRow) =>
  row.productId !== null && row.priceClp !== null ? { id: row.productId, price_clp: row.priceClp } : null;

/** A published course for the storefront: what it is, who teaches it, its price; nobody's progress. */
export function presentPublicCourse(row: CourseCatalogueRow): PublicCourse {
  const sale = saleOf(row);
  return { ...presentCourseSummary(row), price_clp: sale?.price_clp ?? null, product_id: sale?.id ?? null };
}

export function presentCard(row: CourseListRow, locked: boolean): CourseCard {
  return {
    ...presentCourseSummary(row),
    featured: row.isFeatured,
    product: saleOf(row),
    locked,
    enrolled: row.enrolledAt !== null,
    progress_percent: row.enrolledAt ? coursePercent(row.lessonsDone, row.lessonsCount) : null,
    completed: row.completedAt !== null,
  };
}

export function presentAdmin(row: AdminCourseRow): AdminCourse {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    required_plan: row.requiredPlan,
    status: row.status,
    featured: row.isFeatured,
    trainer_id: row.trainerId,
    trainer_name: row.trainerName,
    grants_content: row.grantsContent,
    price_clp: row.priceClp,
    lessons_count: row.lessonsCount,
    enrollments: row.enrollments,
    completions: row.completions,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The editor's view: the course, its sections and each lesson with how many members completed it. */
export function presentAdminDetail(
  row: AdminCourseRow,
  sections: SectionRow[],
  lessons: (LessonRow & { targetTitle: string | null })[],
  completions: Map<number, number>,
): AdminCourseDetail {
  return {
    ...presentAdmin(row),
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.body,
      lessons: lessons
        .filter((lesson) => lesson.sectionId === section.id)
        .map((lesson) => ({
          id: lesson.id,
          section_id: lesson.sectionId,
          title: lesson.title,
          kind: lesson.kind,
          body: lesson.body,
          video_id: lesson.videoId,
          resource_id: lesson.resourceId,
          target_title: lesson.targetTitle,
          drip_days: lesson.dripDays,
          duration_minutes: lesson.durationMinutes,
          completions: completions.get(lesson.id) ?? 0,
        })),
    })),
  };
}

export const presentIssued = (certificate: { code: string; issuedAt: Date }) => ({
  code: certificate.code,
  issued_at: certificate.issuedAt.toISOString(),
});
