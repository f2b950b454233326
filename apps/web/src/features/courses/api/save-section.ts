import type { AdminCourseResponse, SectionInput } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useSaveSection = (id: number) =>
  useCourseMutation((base, { sectionId, ...input }: SectionInput & { sectionId?: number }) =>
    sectionId
      ? api.put<AdminCourseResponse>(`${base}/${id}/sections/${sectionId}`, input)
      : api.post<AdminCourseResponse>(`${base}/${id}/sections`, input),
  );
