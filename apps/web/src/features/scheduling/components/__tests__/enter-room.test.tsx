import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { formatTime } from '@vitalia/shared/dates';
import { AppointmentRoomResponseSchema } from '@vitalia/shared/scheduling';
import { buildUser } from '@/testing/mocks/db';
import { reply } from '@/testing/mocks/respond';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { EnterRoom } from '../enter-room';

const MINUTE = 60_000;
/** A room that opens `opensIn` minutes from now and closes two hours after that. */
const roomOpening = (opensIn: number) => ({
  opens_at: new Date(Date.now() + opensIn * MINUTE).toISOString(),
  closes_at: new Date(Date.now() + (opensIn + 120) * MINUTE).toISOString(),
});

describe('EnterRoom (a private room per consultation, issue 45 §5)', () => {
  it('while open, "Entrar" is a link to this appointment’s own room, asked for this appointment only', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/appointments/:id/room', ({ params }) => {
        asked.push(String(params.id));
        return reply(AppointmentRoomResponseSchema, {
          success: true,
          url: 'https://meet.jit.si/vitalia-abc123',
          ...roomOpening(-5),
        });
      }),
    );
    renderApp(<EnterRoom appointment={{ id: 41, room: roomOpening(-5) }} who="Camila Rojas" />, {
      user: buildUser(),
    });
    const link = await screen.findByRole('link', { name: 'Entrar a la consulta con Camila Rojas' });
    expect(link.getAttribute('href')).toBe('https://meet.jit.si/vitalia-abc123');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(asked).toEqual(['41']);
  });

  it('before it opens says from when, and asks the server nothing', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/appointments/:id/room', ({ params }) => {
        asked.push(String(params.id));
        return reply(AppointmentRoomResponseSchema, { success: true, url: 'x', ...roomOpening(0) });
      }),
    );
    const room = roomOpening(40);
    renderApp(<EnterRoom appointment={{ id: 42, room }} who="Camila Rojas" />, { user: buildUser() });
    expect(
      await screen.findByText(`Podrás entrar a la sala desde las ${formatTime(room.opens_at)}.`),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(asked).toEqual([]);
  });

  it('in person (no room) shows nothing', () => {
    renderApp(<EnterRoom appointment={{ id: 43, room: null }} who="Camila" />, { user: buildUser() });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/sala|Entrar/)).toBeNull();
  });
});
