import { useQuery } from '@tanstack/react-query';
import type { CheckInResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { checkInKey } from './keys';

/** One of her check-ins: its questions, and her answers and the comment once there are. */
export const useCheckIn = (id: number) =>
  useQuery({ queryKey: checkInKey(id), queryFn: () => api.get<CheckInResponse>(`/check-ins/${id}`) });
