import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassResponse } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

export type ClassAction = 'register' | 'waitlist' | 'cancel-registration';

/**
 * Takes a seat (or the one held for her), joins the waitlist, or gives her place back. The server answers
 * a repeat with the same outcome, so a double click changes nothing; every outcome refreshes the lists.
 */
export function useClassAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: ClassAction }) =>
      api.post<ClassResponse>(`/webinars/${id}/${action}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
