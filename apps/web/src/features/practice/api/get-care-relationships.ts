import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareRelationshipList } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { practiceQueryKey } from './keys';

export const careRelationshipsKey = (memberId: number) => [...practiceQueryKey, 'care', memberId] as const;

/** The admin's view of who cares for a member, open relationships first. */
export const getCareRelationshipsQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: careRelationshipsKey(memberId),
    queryFn: () =>
      api.get<CareRelationshipList>('/admin/care-relationships', { query: { member_id: memberId } }),
  });

export const useCareRelationships = (memberId: number) =>
  useQuery(getCareRelationshipsQueryOptions(memberId));
