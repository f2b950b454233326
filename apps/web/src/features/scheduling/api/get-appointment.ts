import { useQuery } from '@tanstack/react-query';
import type { AppointmentResponse } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import { schedulingQueryKey } from './keys';

/** One of her appointments (the one she is moving to another time). */
export const useAppointment = (id: number | undefined) =>
  useQuery({
    queryKey: [...schedulingQueryKey, 'one', id],
    queryFn: () => api.get<AppointmentResponse>(`/appointments/${id}`),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

/** The address of her appointment's calendar file (.ics), for "Agregar al calendario". */
export const calendarFileUrl = (apiUrl: string, id: number) => `${apiUrl}/appointments/${id}/calendar.ics`;
