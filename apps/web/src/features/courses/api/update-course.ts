import type { AdminCourseResponse, CourseInput } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useUpdateCourse = (id: number) =>
  useCourseMutation((base, input: CourseInput) => api.put<AdminCourseResponse>(`${base}/${id}`, input));
