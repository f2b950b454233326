import { useMutation } from '@tanstack/react-query';
import type { HoldResponse, HoldSlotInput } from '@vitalia/shared/scheduling';
import { api } from '@/lib/api-client';
import type { SuccessResponse } from '@vitalia/shared/api';

/** Holds the time she picked for a few minutes while she confirms; nobody else can take it meanwhile. */
export const useHoldSlot = () =>
  useMutation({ mutationFn: (input: HoldSlotInput) => api.post<HoldResponse>('/appointments/hold', input) });

/** Lets go of her hold when she goes back to choose another time (best effort: it lapses anyway). */
export const releaseHold = () => api.delete<SuccessResponse>('/appointments/hold').catch(() => undefined);
