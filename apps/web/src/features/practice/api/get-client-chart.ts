import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientChart } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

/** One client's chart: her row, intake and consent, timeline and consultations (each opening is audited). */
export const getClientChartQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...clientQueryKey(memberId), 'chart'],
    queryFn: () => api.get<ClientChart>(`/trainer/clients/${memberId}`),
    // A 404 (not her client) will not become a 200 by asking again.
    retry: false,
  });

export const useClientChart = (memberId: number) => useQuery(getClientChartQueryOptions(memberId));
