import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminClassesQuery,
  CalendarQuery,
  CalendarResponse,
  ClassListResponse,
  ClassResponse,
  CreateClassInput,
  CreateClassResponse,
  SeriesCancelResponse,
  UpdateClassInput,
} from '@vitalia/shared/classes';
import type { AdminTrainerList } from '@vitalia/shared/trainers';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** The active professionals a class can be given to. */
export const useTeamForClasses = () =>
  useQuery({
    queryKey: [...classesQueryKey, 'team'],
    queryFn: async () =>
      (await api.get<AdminTrainerList>('/admin/trainers')).trainers.filter((trainer) => trainer.is_active),
    staleTime: 60_000,
  });

/** "Clases en Vivo": every class, upcoming or past, filtered. */
export const useAdminClasses = (query: AdminClassesQuery) =>
  useQuery({
    queryKey: [...classesQueryKey, 'admin', query],
    queryFn: () => api.get<ClassListResponse>('/admin/webinars', { query }),
    placeholderData: keepPreviousData,
  });

/** The calendar's visible window (dates of Chile, at most 93 days). */
export const useClassCalendar = (query: CalendarQuery | null) =>
  useQuery({
    queryKey: [...classesQueryKey, 'calendar', query],
    queryFn: () => api.get<CalendarResponse>('/admin/webinars/calendar', { query: query ?? undefined }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export function useCreateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassInput) => api.post<CreateClassResponse>('/admin/webinars', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}

/** Edits or moves one class; a refused move (409) refreshes the calendar too, so it shows the truth. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateClassInput }) =>
      api.put<ClassResponse>(`/admin/webinars/${id}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}

export function useCancelClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api.post<ClassResponse>(`/admin/webinars/${id}/cancel`, { reason: reason || undefined }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}

/** Cancels every session still to come of a weekly series. */
export function useCancelSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seriesId, reason }: { seriesId: number; reason: string }) =>
      api.post<SeriesCancelResponse>(`/admin/webinars/series/${seriesId}/cancel`, {
        reason: reason || undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
