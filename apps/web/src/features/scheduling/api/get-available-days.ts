import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailableDaysResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey, viewerTimeZone } from './keys';

/** The days of a month (her calendar) with at least one free slot for this type (and trainer, if chosen). */
export const useAvailableDays = (params: { month: string; typeId?: number; trainerId?: number }) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'days', params],
    queryFn: () =>
      api.get<AvailableDaysResponse>('/appointments/available-days', {
        query: {
          month: params.month,
          type_id: params.typeId,
          trainer_id: params.trainerId,
          tz: viewerTimeZone(),
        },
      }),
    enabled: params.typeId !== undefined,
    placeholderData: keepPreviousData,
  });
