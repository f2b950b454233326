import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetailResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

export function useEnroll(courseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CourseDetailResponse>(`/courses/${courseId}/enroll`),
    onSuccess: (detail) => {
      queryClient.setQueryData([...coursesQueryKey, 'detail', courseId], detail);
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...coursesQueryKey, 'mine'] });
    },
  });
}
