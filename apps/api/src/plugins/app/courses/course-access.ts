import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { hasPlan } from '@vitalia/shared/permissions';
import { AppError } from '../../../lib/app-error';
import type { Viewer } from '../entitlements/entitlements';
import { grantedItemIds } from '../entitlements/entitlements-repository';
import type { CourseCatalogueRow, CourseListRow, LessonRow } from './courses-repository';

const DAY_MS = 86_400_000;

/** The course's staff: an admin, or the professional whose card it carries. */
export const isStaffFor = (viewer: Viewer, row: CourseCatalogueRow) =>
  viewer.role === 'admin' || (row.trainerUserId !== null && row.trainerUserId === viewer.id);

/** Whether a course opens for her: staff, her plan, or a purchase she holds (`held`). */
export const opensWith = (viewer: Viewer, held: ReadonlySet<number>) => (row: CourseCatalogueRow) =>
  isStaffFor(viewer, row) ||
  hasPlan({ role: viewer.role, plan: viewer.planType }, row.requiredPlan) ||
  held.has(row.id);

export const opensFor = async (app: FastifyInstance, viewer: Viewer) =>
  opensWith(viewer, new Set(await grantedItemIds(app.db, viewer.id, 'course')));

/** Drafts exist only for staff; anyone else gets the same 404 as for a missing id. */
export async function visibleRow(app: FastifyInstance, viewer: Viewer, id: number): Promise<CourseListRow> {
  const row = await app.coursesRepository.findForViewer(id, viewer.id);
  if (!row || (row.status === 'draft' && !isStaffFor(viewer, row))) throw AppError.notFound(M.notFound);
  return row;
}

/** When a lesson opens for her: at enrolment plus its drip days (staff: always). */
export const opensAt = (lesson: LessonRow, enrolledAt: Date | null) =>
  enrolledAt ? new Date(enrolledAt.getTime() + lesson.dripDays * DAY_MS) : null;
