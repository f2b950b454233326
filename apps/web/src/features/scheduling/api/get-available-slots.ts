import { useQuery } from '@tanstack/react-query';
import type { AvailableSlotsResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey, viewerTimeZone } from './keys';

/** The free slots of one day of her calendar. */
export const useAvailableSlots = (params: { date?: string; typeId?: number; trainerId?: number }) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'slots', params],
    queryFn: () =>
      api.get<AvailableSlotsResponse>('/appointments/available-slots', {
        query: {
          date: params.date,
          type_id: params.typeId,
          trainer_id: params.trainerId,
          tz: viewerTimeZone(),
        },
      }),
    enabled: params.date !== undefined && params.typeId !== undefined,
  });
