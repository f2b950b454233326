import { useQuery } from '@tanstack/react-query';
import type { AdminCourseDetailResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseEditingScope } from './editing-scope';
import { detailKey } from './admin-course-cache';

export function useAdminCourse(id: number) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: detailKey(apiBase, id),
    queryFn: () => api.get<AdminCourseDetailResponse>(`${apiBase}/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
