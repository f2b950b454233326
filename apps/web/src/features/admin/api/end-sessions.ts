import { api } from '@/lib/api-client';
import type { MessageResponse } from '@vitalia/shared/api';
import { useMemberMutation } from './admin-user-cache';

export const useEndSessions = () =>
  useMemberMutation(({ id, ref }: { id: number; ref?: string }) =>
    api.delete<MessageResponse>(ref ? `/admin/users/${id}/sessions/${ref}` : `/admin/users/${id}/sessions`),
  );
