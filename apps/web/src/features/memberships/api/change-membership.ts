import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantMembership } from '@vitalia/shared/commerce-admin';
import { api } from '@/lib/api-client';
import { adminMembershipsQueryKey } from './get-admin-memberships';

type Change =
  { kind: 'grant'; input: GrantMembership } | { kind: 'revoke'; membershipId: number; reason: string };

export const changeMembership = (change: Change) =>
  change.kind === 'grant'
    ? api.post<{ success: boolean; message: string }>('/admin/memberships/grant', change.input)
    : api.post<{ success: boolean; message: string }>(`/admin/memberships/${change.membershipId}/revoke`, {
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
