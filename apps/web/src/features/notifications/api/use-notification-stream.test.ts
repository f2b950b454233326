import { describe, expect, it } from 'vitest';
import { buildNotification } from '@/testing/mocks/db';
import { withArrived } from './use-notification-stream';

describe('a notification arriving on the stream', () => {
  it('replaces the earlier items on its subject and keeps the unread count true', () => {
    const booked = buildNotification({ id: 1, title: 'Cita agendada', subject: 'appointment:7' });
    const moved = buildNotification({
      id: 2,
      title: 'Cita cambiada',
      subject: 'appointment:7',
      is_read: true,
    });
    const other = buildNotification({ id: 3, title: 'Bienvenida', subject: null });
    const list = { notifications: [moved, other, booked], unread: 2 };
    const cancelled = buildNotification({ id: 4, title: 'Cancelaste tu cita', subject: 'appointment:7' });
    expect(withArrived(list, cancelled)).toEqual({ notifications: [cancelled, other], unread: 2 });
  });

  it('adds an item without a subject in front, once', () => {
    const list = { notifications: [buildNotification({ id: 1, subject: null })], unread: 1 };
    const news = buildNotification({ id: 2, subject: null });
    const once = withArrived(list, news);
    expect(once.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(once.unread).toBe(2);
    expect(withArrived(once, news)).toBe(once);
  });
});
