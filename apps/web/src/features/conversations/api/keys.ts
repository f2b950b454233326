/** Every conversations query lives under this key; a thread under its own. */
export const conversationsQueryKey = ['conversations'] as const;
export const threadKey = (id: number) => [...conversationsQueryKey, 'thread', id] as const;

/**
 * Messages arrive as signals on the tab's stream (`use-conversation-signals.ts`); lists and the open thread
 * also ask again now and then, for a tab whose stream is down.
 */
export const REFRESH_MS = 60_000;
/** A professional's saved replies: hers, not a thread's. */
export const savedRepliesKey = ['saved-replies'] as const;
/** Reported messages (admins). */
export const messageReportsKey = ['message-reports'] as const;
/** A thread's scheduled messages (hers). */
export const scheduledKey = (conversationId: number) =>
  [...conversationsQueryKey, 'scheduled', conversationId] as const;
/** A professional's away reply. */
export const awayReplyKey = ['away-reply'] as const;
