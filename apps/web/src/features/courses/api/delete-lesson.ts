import type { AdminCourseResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useDeleteLesson = (id: number) =>
  useCourseMutation((base, lessonId: number) =>
    api.delete<AdminCourseResponse>(`${base}/${id}/lessons/${lessonId}`),
  );
