import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminClassesQuery, ClassListResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** "Clases en Vivo": every class, upcoming or past, filtered. */
export const useAdminClasses = (query: AdminClassesQuery) =>
  useQuery({
    queryKey: [...classesQueryKey, 'admin', query],
    queryFn: () => api.get<ClassListResponse>('/admin/webinars', { query }),
    placeholderData: keepPreviousData,
  });
