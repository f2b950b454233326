import type { AdminCourseResponse, CourseInput } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useCreateCourse = () =>
  useCourseMutation((base, input: CourseInput) => api.post<AdminCourseResponse>(base, input));
