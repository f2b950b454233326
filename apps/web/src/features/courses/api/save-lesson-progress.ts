import { useMutation } from '@tanstack/react-query';
import type { LessonProgressResponse } from '@vitalia/shared/courses';
import type { VideoProgressInput } from '@vitalia/shared/videos';
import { api } from '@/lib/api-client';
import { useAfterProgress } from './course-cache';

export function useLessonVideoProgress(courseId: number, lessonId: number) {
  const after = useAfterProgress(courseId);
  return useMutation({
    mutationFn: (input: VideoProgressInput) =>
      api.put<LessonProgressResponse>(`/courses/${courseId}/lessons/${lessonId}/progress`, input),
    onSuccess: after,
  });
}
