import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassListResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** The classes she has a seat in, waits for or was offered a seat in; or those she attended. */
export const useMyClasses = (when: 'upcoming' | 'past', page: number) =>
  useQuery({
    queryKey: [...classesQueryKey, 'mine', when, page],
    queryFn: () => api.get<ClassListResponse>('/webinars/mine', { query: { when, page } }),
    placeholderData: keepPreviousData,
  });
