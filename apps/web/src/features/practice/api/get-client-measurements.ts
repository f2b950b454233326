import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeasurementsResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { clientQueryKey } from './keys';

export const getClientMeasurementsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: [...clientQueryKey(memberId), 'measurements'],
    queryFn: () => api.get<MeasurementsResponse>(`/trainer/clients/${memberId}/measurements`),
    retry: false,
  });

/** The measures taken in consultation, oldest first, each with its BMI. */
export const useClientMeasurements = (memberId: number) =>
  useQuery(getClientMeasurementsQueryOptions(memberId));
