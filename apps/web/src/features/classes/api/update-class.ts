import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassResponse, UpdateClassInput } from '@vitalia/shared/classes';
import { api } from '@/lib/api-client';
import { classesQueryKey } from './keys';

/** Edits or moves one class; a refused move (409) refreshes the calendar too, so it shows the truth. */
export function useUpdateClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateClassInput }) =>
      api.put<ClassResponse>(`/admin/webinars/${id}`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: classesQueryKey }),
  });
}
