import { useQuery } from '@tanstack/react-query';
import type { PublicCourseDetail } from '@vitalia/shared/storefront';
import { api } from '@/lib/api-client';
import { takeFirstData } from '@/lib/first-data';

/** One course's sales page by its slug: what it teaches, who, the price (issue 48 §1). */
export const usePublicCourse = (slug: string) =>
  useQuery({
    queryKey: ['public', 'courses', slug],
    queryFn: () =>
      api.get<PublicCourseDetail>(`/public/courses/${encodeURIComponent(slug)}`, {
        notifyUnauthorized: false,
      }),
    initialData: () => takeFirstData<PublicCourseDetail>(`/api/public/courses/${slug}`),
    staleTime: 60_000,
    retry: false,
  });
