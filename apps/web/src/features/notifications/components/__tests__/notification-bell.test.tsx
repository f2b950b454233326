import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '@vitalia/shared/messages/general';
import { buildNotification, buildUser, db } from '@/testing/mocks/db';
import { renderApp } from '@/testing/test-utils';
import { NotificationBell } from '../notification-bell';

// jsdom has no EventSource: the bell polls instead of streaming, which is what these tests exercise.
describe('notification bell', () => {
  it('caps the badge at "9+" and says how many are unread', async () => {
    db.notifications = Array.from({ length: 12 }, () => buildNotification());
    renderApp(<NotificationBell />, { user: buildUser() });
    const bell = await screen.findByRole('button', { name: 'Notificaciones, 12 sin leer' });
    expect(bell.textContent).toContain('9+');
  });

  it('opens an unread notification: marks it read on the server, follows its link and closes the panel', async () => {
    const user = userEvent.setup();
    const target = buildNotification({ title: 'Tu plan', action_url: '/membership-plans' });
    db.notifications = [target, buildNotification()];
    renderApp(<NotificationBell />, { user: buildUser(), route: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    const panel = screen.getByRole('region', { name: 'Panel de notificaciones' });
    await user.click(within(panel).getByText('Tu plan'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/membership-plans'));
    expect(screen.queryByRole('region', { name: 'Panel de notificaciones' })).toBeNull();
    expect(db.notifications.find((n) => n.id === target.id)?.is_read).toBe(true);
    expect(screen.getByRole('button', { name: 'Notificaciones, 1 sin leer' })).toBeDefined();
  });

  it('does not follow a link that would leave the site', async () => {
    const user = userEvent.setup();
    db.notifications = [buildNotification({ title: 'Raro', action_url: '/\\evil.example' })];
    renderApp(<NotificationBell />, { user: buildUser(), route: '/home' });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 1 sin leer' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Panel de notificaciones' })).getByText('Raro'),
    );
    await waitFor(() => expect(db.notifications[0]?.is_read).toBe(true));
    expect(screen.getByTestId('location').textContent).toBe('/home');
  });

  it('marks everything read and deletes one, and shows the empty text at the end', async () => {
    const user = userEvent.setup();
    db.notifications = [buildNotification({ title: 'Uno' }), buildNotification({ title: 'Dos' })];
    renderApp(<NotificationBell />, { user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' }));
    await user.click(screen.getByRole('button', { name: 'Marcar todo leído' }));
    expect(await screen.findByRole('button', { name: 'Notificaciones' })).toBeDefined();
    await waitFor(() => expect(db.notifications.every((n) => n.is_read)).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Eliminar notificación: Uno' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar notificación: Dos' }));
    expect(await screen.findByText(UI_TEXT.noNotifications)).toBeDefined();
    await waitFor(() => expect(db.notifications).toHaveLength(0));
  });
});
