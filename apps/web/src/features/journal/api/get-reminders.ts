import { useQuery } from '@tanstack/react-query';
import type { JournalRemindersResponse } from '@vitalia/shared/journal';
import { api } from '@/lib/api-client';
import { remindersKey } from './keys';

/** The times of day she is reminded to log a meal ("HH:MM", Chile). */
export const useJournalReminders = () =>
  useQuery({
    queryKey: remindersKey,
    queryFn: () => api.get<JournalRemindersResponse>('/journal/reminders'),
  });
