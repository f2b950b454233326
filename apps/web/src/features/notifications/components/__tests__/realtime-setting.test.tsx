import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { useRealtimeNotifications } from '../../api/realtime-preference';
import { RealtimeSetting } from '../realtime-setting';

/** What the bell reads, shown as text. */
function BellReads() {
  return <output data-testid="bell-realtime">{useRealtimeNotifications() ? 'en vivo' : 'al abrir'}</output>;
}

afterEach(() => localStorage.clear());

describe('real-time notifications flag (SPEC §4, in Mi Perfil since issue 22)', () => {
  it('is on by default; switched off in Mi Perfil, the bell stops listening at once and it is remembered', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <BellReads />
        <RealtimeSetting />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: /Actualización en tiempo real/ });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('bell-realtime').textContent).toBe('en vivo');

    await user.click(toggle);
    expect(screen.getByTestId('bell-realtime').textContent).toBe('al abrir');
    expect(localStorage.getItem('notifications_realtime')).toBe('off');

    await user.click(toggle);
    expect(screen.getByTestId('bell-realtime').textContent).toBe('en vivo');
  });
});
