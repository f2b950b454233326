import type { FastifyInstance } from 'fastify';
import { COURSE_MESSAGES as M } from '@vitalia/shared/messages/courses';
import { AppError } from '../../../lib/app-error';
import { mayAct } from '../../../lib/assert-can';
import { mayOpenMany, type Viewer } from '../entitlements/entitlements';
import { grantedItemIds } from '../entitlements/entitlements-repository';
import type { CourseCatalogueRow, CourseListRow, LessonRow } from './courses-repository';

const DAY_MS = 86_400_000;

/** The course's staff: whoever may edit it (policy table: an admin, or the professional whose card it carries). */
export const isStaffFor = (viewer: Viewer, row: CourseCatalogueRow) =>
  mayAct(viewer, 'update', 'course', [row.trainerUserId]);

/** Whether each course opens for her (`mayOpenMany`), with the courses she holds by grant read now. */
export const opensFor = async (app: FastifyInstance, viewer: Viewer) =>
  mayOpenMany(viewer, new Set(await grantedItemIds(app.db, viewer.id, 'course')));

/** Drafts exist only for staff; anyone else gets the same 404 as for a missing id. */
export async function visibleRow(app: FastifyInstance, viewer: Viewer, id: number): Promise<CourseListRow> {
  const row = await app.coursesRepository.findForViewer(id, viewer.id);
  if (!row || (row.status === 'draft' && !isStaffFor(viewer, row))) throw AppError.notFound(M.notFound);
  return row;
}

/** When a lesson opens for her: at enrolment plus its drip days (staff: always). */
export const opensAt = (lesson: LessonRow, enrolledAt: Date | null) =>
  enrolledAt ? new Date(enrolledAt.getTime() + lesson.dripDays * DAY_MS) : null;
