import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClassListQuery, ClassListResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** The catalogue: upcoming classes and webinars with seats left and her place in each. */
export const getClassesQueryOptions = (query: ClassListQuery) => ({
  queryKey: [...classesQueryKey, 'catalogue', query],
  queryFn: () => api.get<ClassListResponse>('/webinars', { query }),
  placeholderData: keepPreviousData,
});

export const useClasses = (query: ClassListQuery) => useQuery(getClassesQueryOptions(query));
