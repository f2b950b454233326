import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, db } from '@/testing/mocks/db';
import { renderApp } from '@/testing/test-utils';
import { VideoCatalogue } from '../video-catalogue';

const cardOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('VideoCatalogue (the videos screen, issue 44 §5)', () => {
  it('shows each video with what she can do: watch, continue, upgrade, or wait for it', async () => {
    renderApp(<VideoCatalogue />, { user: buildUser(), route: '/videos' });
    await screen.findByRole('listitem', { name: 'Desayunos en 5 minutos' });
    expect(within(cardOf('Desayunos en 5 minutos')).getByRole('link').getAttribute('aria-label')).toBe(
      'Ver Desayunos en 5 minutos',
    );
    expect(within(cardOf('Desayunos en 5 minutos')).getByText('Subtítulos')).toBeTruthy();
    expect(
      within(cardOf('Rutina de movilidad')).getByRole('link', { name: 'Continuar Rutina de movilidad' }),
    );
    const locked = within(cardOf('Plan de comidas avanzado')).getByRole('link', {
      name: 'Mejora tu plan para ver Plan de comidas avanzado',
    });
    expect(locked.getAttribute('href')).toBe('/membership-plans');
    expect(within(cardOf('Respiración consciente')).queryByRole('link')).toBeNull();
    expect(within(cardOf('Respiración consciente')).getByText('Disponible muy pronto.')).toBeTruthy();
  });

  it('a plan chip asks the server for that plan and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderApp(<VideoCatalogue />, { user: buildUser(), route: '/videos' });
    await screen.findByRole('listitem', { name: 'Desayunos en 5 minutos' });
    await user.click(
      within(screen.getByRole('group', { name: 'Plan' })).getByRole('button', { name: 'Premium' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Desayunos en 5 minutos' })).toBeNull(),
    );
    expect(db.videos.lastQuery?.get('plan')).toBe('premium');
    expect(screen.getByRole('listitem', { name: 'Plan de comidas avanzado' })).toBeTruthy();
  });

  it('a search with no match says so, and the text reached the server', async () => {
    renderApp(<VideoCatalogue />, { user: buildUser(), route: '/videos?q=zzzz' });
    await screen.findByText('No hay resultados con estos filtros.');
    expect(db.videos.lastQuery?.get('q')).toBe('zzzz');
  });

  it('a failed load says so in Spanish instead of an empty page', async () => {
    db.videos.failing = true;
    renderApp(<VideoCatalogue />, { user: buildUser(), route: '/videos' });
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudieron cargar los videos');
  });
});
