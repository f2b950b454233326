import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPaymentsQueryKey } from './get-admin-payments';
import type { MessageResponse } from '@vitalia/shared/api';

export const refundPayment = ({ orderId, reason }: { orderId: number; reason: string }) =>
  api.post<MessageResponse>(`/admin/payments/${orderId}/refund`, { reason });

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey }),
  });
}
