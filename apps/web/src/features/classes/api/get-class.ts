import { useQuery } from '@tanstack/react-query';
import type { ClassResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

export const useLiveClass = (id: number | undefined) =>
  useQuery({
    queryKey: [...classesQueryKey, 'one', id],
    queryFn: () => api.get<ClassResponse>(`/webinars/${id}`),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

/** The address of her class's calendar file (.ics), for "Agregar al calendario". */
export const classCalendarFileUrl = (apiUrl: string, id: number) => `${apiUrl}/webinars/${id}/calendar.ics`;
