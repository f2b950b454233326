import { useQuery } from '@tanstack/react-query';
import type { PublicCoursesResponse } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';

/** Every published course with its price, for the storefront's /cursos (issue 48 §1). */
export const usePublicCourses = () =>
  useQuery({
    queryKey: ['public', 'courses'],
    queryFn: async () =>
      (await api.get<PublicCoursesResponse>('/public/courses', { notifyUnauthorized: false })).courses,
    initialData: () => takeFirstData<PublicCoursesResponse>('/api/public/courses')?.courses,
    staleTime: 60_000,
  });
