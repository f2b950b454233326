import { useQuery } from '@tanstack/react-query';
import type { ProgressMeasurementsResponse } from '@vitalia/shared/progress';
import { api } from '@/lib/api-client';
import { clientOwnMeasurementsKey } from './keys';

/** What a client measured at home, for her chart (the server audits each opening). */
export const useClientOwnMeasurements = (memberId: number) =>
  useQuery({
    queryKey: clientOwnMeasurementsKey(memberId),
    queryFn: () => api.get<ProgressMeasurementsResponse>(`/trainer/clients/${memberId}/own-measurements`),
  });
