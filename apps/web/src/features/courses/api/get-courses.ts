import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CoursesQuery, CoursesResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { coursesQueryKey } from './course-cache';

export const useCourses = (query: CoursesQuery) =>
  useQuery({
    queryKey: [...coursesQueryKey, 'list', query],
    queryFn: () => api.get<CoursesResponse>('/courses', { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
