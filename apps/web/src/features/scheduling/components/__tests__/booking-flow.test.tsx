import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildUser, db } from '@/testing/mocks/db';
import { MOCK_FREE_DAY } from '@/testing/mocks/scheduling-handlers';
import { renderApp } from '@/testing/test-utils';
import { BookingFlow } from '../booking-flow';

/** The day's first free time (13:00 UTC in the mock). */
function firstSlot(slots: HTMLElement): HTMLElement {
  const [first] = within(slots).getAllByRole('button');
  if (!first) throw new Error('no free slot shown');
  return first;
}

/** Renders /agenda's flow for a premium member and takes her to the free day's slots. */
async function toTheFreeDay() {
  const user = userEvent.setup();
  renderApp(<BookingFlow />, { user: buildUser({ plan_type: 'premium' }), route: '/agenda' });
  expect((await screen.findByRole<HTMLInputElement>('radio', { name: /Consulta nutricional/ })).checked).toBe(
    true,
  );
  expect(screen.getByRole<HTMLInputElement>('radio', { name: /Control psicológico/ }).disabled).toBe(true);
  const day = await screen.findByRole('button', {
    name: new RegExp(`${MOCK_FREE_DAY}.*con horarios libres`),
  });
  await user.click(day);
  const slots = await screen.findByRole('list', { name: 'Horarios libres' });
  return { user, slots };
}

describe('BookingFlow (the booking screen, issue 44 §5)', () => {
  it('books the slot she picks: held while she confirms, then «¡Listo!»', async () => {
    const { user, slots } = await toTheFreeDay();
    await user.click(firstSlot(slots));
    expect(await screen.findByRole('heading', { name: '3. Confirma tu cita' })).toBe(document.activeElement);
    await screen.findByText(/Te guardamos este horario hasta las/);
    await user.click(screen.getByRole('button', { name: 'Confirmar cita' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Tu cita quedó agendada.' })).toBe(
      document.activeElement,
    );
  });

  it('someone took it while she confirmed (409): she is told, her choice goes, the day shows what is left', async () => {
    const { user, slots } = await toTheFreeDay();
    expect(within(slots).getAllByRole('button')).toHaveLength(2);
    await user.click(firstSlot(slots));
    await screen.findByText(/Te guardamos este horario hasta las/);
    db.scheduling.takenMeanwhile.add(13);
    await user.click(screen.getByRole('button', { name: 'Confirmar cita' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Ese horario ya no está disponible');
    expect(screen.queryByRole('heading', { name: '3. Confirma tu cita' })).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Horarios libres' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
  });

  it('her plan’s consultations are used up: she is told and sent to the plans, and no day is offered', async () => {
    db.scheduling.remaining = 0;
    renderApp(<BookingFlow />, { user: buildUser({ plan_type: 'premium' }), route: '/agenda' });
    await screen.findByText(/Ya usaste las consultas incluidas de este mes/);
    expect(screen.getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/membership-plans');
    expect(screen.queryByRole('heading', { name: '2. Elige el día' })).toBeNull();
  });
});
