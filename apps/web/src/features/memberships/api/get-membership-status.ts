import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MembershipStatus } from '@vitalia/shared/commerce';
import { MEMBERSHIP_MESSAGES } from '@vitalia/shared/messages/commerce';
import { api } from '@/lib/api-client';

export const membershipStatusQueryKey = ['membership', 'status'] as const;

/** SPEC §7: an empty response is an error ("Respuesta inválida del servidor"). */
export async function getMembershipStatus(): Promise<MembershipStatus> {
  const status = await api.get<MembershipStatus | null>('/membership/status');
  if (!status || typeof status !== 'object' || !('plan_type' in status))
    throw new Error(MEMBERSHIP_MESSAGES.invalidResponse);
  return status;
}

export const getMembershipStatusQueryOptions = () =>
  queryOptions({ queryKey: membershipStatusQueryKey, queryFn: getMembershipStatus, staleTime: 30_000 });

export const useMembershipStatus = () => useQuery(getMembershipStatusQueryOptions());
