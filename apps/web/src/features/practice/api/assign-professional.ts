import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareRelationshipResponse, CreateCareRelationshipInput } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { careRelationshipsKey } from './get-care-relationships';

/** An admin puts the member in a professional's care. */
export function useAssignProfessional(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCareRelationshipInput) =>
      api.post<CareRelationshipResponse>('/admin/care-relationships', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careRelationshipsKey(memberId) }),
  });
}
