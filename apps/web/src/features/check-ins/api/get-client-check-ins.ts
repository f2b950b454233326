import { useQuery } from '@tanstack/react-query';
import type { ClientCheckInsResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { clientCheckInsKey } from './keys';

/** A client's running check-ins and her answers, for the chart. */
export const useClientCheckIns = (memberId: number) =>
  useQuery({
    queryKey: clientCheckInsKey(memberId),
    queryFn: () => api.get<ClientCheckInsResponse>(`/trainer/clients/${memberId}/check-ins`),
  });
