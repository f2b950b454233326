import type { AdminCourseResponse, LessonInput } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './admin-course-cache';

export const useSaveLesson = (id: number) =>
  useCourseMutation((base, { lessonId, ...input }: LessonInput & { lessonId?: number }) =>
    lessonId
      ? api.put<AdminCourseResponse>(`${base}/${id}/lessons/${lessonId}`, input)
      : api.post<AdminCourseResponse>(`${base}/${id}/lessons`, input),
  );
