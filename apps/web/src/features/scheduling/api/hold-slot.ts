import { useMutation } from '@tanstack/react-query';
import type { HoldResponse, HoldSlotInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';

/** Holds the time she picked for a few minutes while she confirms; nobody else can take it meanwhile. */
export const useHoldSlot = () =>
  useMutation({ mutationFn: (input: HoldSlotInput) => api.post<HoldResponse>('/appointments/hold', input) });
