import { createContext, useContext } from 'react';
import { paths } from '@/config/paths';

/**
 * Who is editing courses: an admin (every course, /api/admin/courses) or a professional (her own,
 * /api/trainer/courses). The same screens serve both; the server decides what each may touch.
 */
export interface CourseEditingScope {
  apiBase: string;
  listPath: string;
  editorPath: (courseId: number) => string;
  /** Admins pick the professional; a professional's courses are always hers. */
  picksTrainer: boolean;
}

export const ADMIN_SCOPE: CourseEditingScope = {
  apiBase: '/admin/courses',
  listPath: paths.admin.courses,
  editorPath: paths.admin.course,
  picksTrainer: true,
};

export const TRAINER_SCOPE: CourseEditingScope = {
  apiBase: '/trainer/courses',
  listPath: paths.trainerCourses,
  editorPath: paths.trainerCourse,
  picksTrainer: false,
};

export const CourseEditingContext = createContext<CourseEditingScope>(ADMIN_SCOPE);
export const useCourseEditingScope = () => useContext(CourseEditingContext);
