import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareRelationshipResponse } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { careRelationshipsKey } from './get-care-relationships';

/** An admin ends a care relationship: the professional no longer reaches the member's chart. */
export function useEndCareRelationship(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<CareRelationshipResponse>(`/admin/care-relationships/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careRelationshipsKey(memberId) }),
  });
}
