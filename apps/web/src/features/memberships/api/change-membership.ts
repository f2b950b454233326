import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantMembership } from '@vitalia/shared/commerce-admin';
import { api } from '@/lib/api-client';
import { adminMembershipsQueryKey } from './get-admin-memberships';
import type { MessageResponse } from '@vitalia/shared/api';

type Change =
  { kind: 'grant'; input: GrantMembership } | { kind: 'revoke'; membershipId: number; reason: string };

export const changeMembership = (change: Change) =>
  change.kind === 'grant'
    ? api.post<MessageResponse>('/admin/memberships/grant', change.input)
    : api.post<MessageResponse>(`/admin/memberships/${change.membershipId}/revoke`, {
        reason: change.reason,
      });

export function useChangeMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMembership,
    // A plan change shows on the memberships table, the member's page and the activity log.
    onSuccess: () =>
      Promise.all(
        [adminMembershipsQueryKey, ['admin', 'users'], ['admin', 'activity']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
