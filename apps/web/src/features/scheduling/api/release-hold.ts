import { api } from '@/lib/api-client';
import type { SuccessResponse } from '@vitalia/shared/api';

/** Lets go of her hold when she goes back to choose another time (best effort: it lapses anyway). */
export const releaseHold = () => api.delete<SuccessResponse>('/appointments/hold').catch(() => undefined);
