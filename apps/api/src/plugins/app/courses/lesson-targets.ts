import type { FastifyInstance } from 'fastify';
import type { PlanType } from '@vitalia/shared/plans';
import { mayOpen, type Viewer } from '../entitlements/entitlements';

/** A video or an e-book as a lesson that points at it needs it (ADR 0059). */
export interface LessonTarget {
  kind: 'video' | 'ebook';
  id: number;
  status: 'draft' | 'published';
  requiredPlan: PlanType;
  trainerId: number | null;
}

/** The item a video or e-book lesson points at, or null (a reading, or an id that names nothing). */
export async function findLessonTarget(
  app: FastifyInstance,
  lesson: { kind: string; videoId: number | null; resourceId: number | null },
): Promise<LessonTarget | null> {
  if (lesson.kind === 'video' && lesson.videoId) {
    const row = await app.videosRepository.findById(lesson.videoId);
    return row ? { kind: 'video', ...pick(row) } : null;
  }
  if (lesson.kind === 'ebook' && lesson.resourceId) {
    const row = await app.libraryRepository.findById(lesson.resourceId);
    return row ? { kind: 'ebook', ...pick(row) } : null;
  }
  return null;
}

const pick = (row: Omit<LessonTarget, 'kind'>) => ({
  id: row.id,
  status: row.status,
  requiredPlan: row.requiredPlan,
  trainerId: row.trainerId,
});

/**
 * Whether a course owned by `courseTrainerId` may point a lesson at `target`: a published item that is the
 * team's (no trainer) or the course owner's own. Checked when the lesson is saved and again when it is
 * opened, so an item unpublished or handed to someone else later stops opening through the course.
 */
export function usableInCourse(target: LessonTarget, courseTrainerId: number | null): boolean {
  if (target.status !== 'published') return false;
  return target.trainerId === null || target.trainerId === courseTrainerId;
}

/**
 * Whether the lesson may open its item for `viewer`: the item's own plan, a grant of it, or a course an admin
 * marked as granting its content (`grants_content`). A free course never opens premium items by itself.
 */
export async function lessonOpensTarget(
  app: FastifyInstance,
  viewer: Viewer,
  target: LessonTarget,
  course: { grantsContent: boolean },
): Promise<boolean> {
  if (course.grantsContent) return true;
  return mayOpen(app.db, viewer, { kind: target.kind, id: target.id, requiredPlan: target.requiredPlan });
}
