import { useQuery } from '@tanstack/react-query';
import type { CheckInsResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { dueCheckInsKey } from './keys';

/** What she can answer today. */
export const useDueCheckIns = () =>
  useQuery({ queryKey: dueCheckInsKey, queryFn: () => api.get<CheckInsResponse>('/check-ins/due') });
