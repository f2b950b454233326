import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SeriesCancelResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

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
