import { useQuery } from '@tanstack/react-query';
import type { CourseDetailResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

export const useCourse = (id: number) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'detail', id],
    queryFn: () => api.get<CourseDetailResponse>(`/courses/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
