import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalRemindersResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { remindersKey } from './keys';

/** Replaces her reminder times. */
export function useSaveJournalReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (times: string[]) => api.put<JournalRemindersResponse>('/journal/reminders', { times }),
    onSuccess: (data) => queryClient.setQueryData(remindersKey, data),
  });
}
