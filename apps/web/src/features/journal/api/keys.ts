/** Every journal query lives under this key. */
export const journalQueryKey = ['journal'] as const;
export const journalRangeKey = (from: string, to: string) => [...journalQueryKey, 'mine', from, to] as const;
export const remindersKey = [...journalQueryKey, 'reminders'] as const;
export const clientJournalKey = (memberId: number, from: string, to: string) =>
  [...journalQueryKey, 'client', memberId, from, to] as const;
