import type { AdminFeedback } from '@vitalia/shared/admin';
import type { FeedbackRow } from './feedback-repository';

/** A member's rating as the admins' list shows it. */
export const presentFeedback = (row: FeedbackRow): AdminFeedback => ({
  id: row.id,
  message: row.message,
  rating: row.rating,
  category: row.category,
  name: row.name,
  email: row.email,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});
