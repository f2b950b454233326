import { useQuery } from '@tanstack/react-query';
import type { SavedRepliesResponse } from '@vitalia/shared/conversations';
import { api } from '@/lib/api-client';
import { savedRepliesKey } from './keys';

/** Her saved replies (a professional's), asked for when she opens the menu. */
export const useSavedReplies = (enabled: boolean) =>
  useQuery({
    queryKey: savedRepliesKey,
    queryFn: () => api.get<SavedRepliesResponse>('/trainer/saved-replies'),
    enabled,
  });
