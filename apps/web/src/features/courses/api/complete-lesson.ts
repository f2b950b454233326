import { useMutation } from '@tanstack/react-query';
import type { LessonProgressResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useAfterProgress } from './course-cache';

export function useCompleteLesson(courseId: number) {
  const after = useAfterProgress(courseId);
  return useMutation({
    mutationFn: (lessonId: number) =>
      api.post<LessonProgressResponse>(`/courses/${courseId}/lessons/${lessonId}/complete`),
    onSuccess: after,
  });
}
