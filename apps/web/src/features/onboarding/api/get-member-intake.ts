import { useQuery } from '@tanstack/react-query';
import type { IntakeResponse } from '@vitalia/shared/onboarding';
import { api } from '@/lib/api-client';

/**
 * The coach's read of a member's intake: an admin's on the member page, or a professional's of a member who
 * booked her (`/trainer/members/{id}/intake`). Each read is audited by the server.
 */
export const useMemberIntake = (userId: number, reader: 'admin' | 'trainer' = 'admin') =>
  useQuery({
    queryKey: [reader, 'users', userId, 'intake'],
    queryFn: () =>
      api.get<IntakeResponse>(
        reader === 'admin' ? `/users/${userId}/intake` : `/trainer/members/${userId}/intake`,
      ),
  });
