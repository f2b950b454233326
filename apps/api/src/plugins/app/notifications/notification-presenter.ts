import type { Notification } from '@vitalia/shared/notifications';
import type { notifications } from '../../../db/schema/index';

type Row = typeof notifications.$inferSelect;

export function presentNotification(row: Row): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    action_url: row.actionUrl,
    subject: row.subject,
  };
}
