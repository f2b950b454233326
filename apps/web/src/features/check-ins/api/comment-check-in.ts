import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckInResponse } from '@vitalia/shared/check-ins';
import { api } from '@/lib/api-client';
import { clientCheckInsKey } from './keys';

/** Her comment on an answered check-in; the member is told in her bell. */
export function useCommentCheckIn(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) =>
      api.post<CheckInResponse>(`/trainer/check-ins/${id}/comment`, { comment }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientCheckInsKey(memberId) }),
  });
}
