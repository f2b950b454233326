import { useQueryClient } from '@tanstack/react-query';
import type { LessonProgressResponse } from '@vitalia/shared/courses';

export const coursesQueryKey = ['courses'] as const;

/** After any lesson progress: the course page, her list and her certificates follow. */
export function useAfterProgress(courseId: number) {
  const queryClient = useQueryClient();
  return (answer: LessonProgressResponse) => {
    if (!answer.lesson_completed) return;
    void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'detail', courseId] });
    void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'mine'] });
    if (answer.course_completed)
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'certificates'] });
  };
}
