import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vitalia/shared/api';
import { api } from '@/lib/api-client';
import { messageReportsKey } from './keys';

/** "Marcar como revisado". */
export function useResolveMessageReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.put<MessageResponse>(`/admin/message-reports/${id}/resolve`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageReportsKey }),
  });
}
