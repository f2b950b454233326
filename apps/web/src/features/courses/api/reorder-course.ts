import type { AdminCourseResponse, CourseOrder } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useReorder = (id: number) =>
  useCourseMutation((base, order: CourseOrder) => api.put<AdminCourseResponse>(`${base}/${id}/order`, order));
