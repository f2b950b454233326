import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCoursesQuery, AdminCoursesResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseEditingScope } from './editing-scope';
import { adminCoursesQueryKey } from './admin-course-cache';

export function useAdminCourses(query: AdminCoursesQuery) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: [...adminCoursesQueryKey, apiBase, query],
    queryFn: () => api.get<AdminCoursesResponse>(apiBase, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
}
