import type { AdminCourseResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useDeleteSection = (id: number) =>
  useCourseMutation((base, sectionId: number) =>
    api.delete<AdminCourseResponse>(`${base}/${id}/sections/${sectionId}`),
  );
