import { useQuery } from '@tanstack/react-query';
import type { BookingOptionsResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** Trainers, consultation types (with her plan's locks) and what is left of her month's consultations. */
export const useBookingOptions = () =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'options'],
    queryFn: () => api.get<BookingOptionsResponse>('/appointments/options'),
  });
