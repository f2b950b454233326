import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LessonTargetsResponse } from '@vitalia/shared/courses';
import { api } from '@/lib/api-client';
import { useCourseEditingScope } from './editing-scope';

/** What a lesson can show: the published videos and e-books (searched by title). */
export function useLessonTargets(kind: 'video' | 'ebook', text: string) {
  const { apiBase } = useCourseEditingScope();
  return useQuery({
    queryKey: ['admin', 'lesson-targets', apiBase, kind, text],
    queryFn: async () =>
      (
        await api.get<LessonTargetsResponse>(`${apiBase}/lesson-targets`, {
          query: { kind, q: text || undefined },
        })
      ).targets,
    placeholderData: keepPreviousData,
  });
}
