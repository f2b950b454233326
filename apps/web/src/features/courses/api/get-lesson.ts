import { useQuery } from '@tanstack/react-query';
import type { LessonResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

/** A lesson with its content; a video lesson's addresses expire, so it is asked again on every visit. */
export const useLesson = (courseId: number, lessonId: number) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'lesson', courseId, lessonId],
    queryFn: () => api.get<LessonResponse>(`/courses/${courseId}/lessons/${lessonId}`),
    enabled: Number.isInteger(lessonId) && lessonId > 0,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
