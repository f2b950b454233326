import type { UsernameCheck } from '@vitalia/shared/auth';
import { api } from '@/lib/api-client';

/** GET /check-username/{username}: whether it is free, with the server's Spanish answer. */
export const getUsernameCheck = (username: string) =>
  api.get<UsernameCheck>(`/check-username/${encodeURIComponent(username)}`);
