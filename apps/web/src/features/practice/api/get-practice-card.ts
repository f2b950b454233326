import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeCard } from '@vitalia/shared/practice';
import { api } from '@/lib/api-client';
import { useSession, isAdminUser } from '@/lib/auth';
import { practiceQueryKey } from './keys';

/** Her team card, or null: an admin who also sees clients has one, and gets her practice in her menu. */
export const getPracticeCardQueryOptions = () =>
  queryOptions({
    queryKey: [...practiceQueryKey, 'card'],
    queryFn: () => api.get<PracticeCard>('/trainer/card'),
    staleTime: Infinity,
  });

/** Whether the signed-in admin has a practice; false for everyone else (a professional always has hers). */
export function useAdminHasPractice(): boolean {
  const session = useSession();
  const admin = session.status === 'authenticated' && isAdminUser(session.user);
  const card = useQuery({ ...getPracticeCardQueryOptions(), enabled: admin });
  return admin && Boolean(card.data?.card);
}
