import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import MembershipPlansRoute from '../membership-plans';

const buttonOf = async (plan: string) =>
  within(await screen.findByRole('listitem', { name: `Plan ${plan}` })).getByRole('button');

describe('/membership-plans', () => {
  it('shows "Cargando..." on the paid cards until the status arrives, then the free member’s choices', async () => {
    server.use(
      http.get('/api/membership/status', async () => {
        await delay(400);
        return HttpResponse.json({
          success: true,
          has_membership: false,
          plan_type: 'free',
          plan_name: 'Free',
          status: 'active',
          billing_interval: null,
          current_period_start: null,
          current_period_end: null,
          cancel_at_period_end: false,
          will_renew: false,
          scheduled_plan_type: null,
          can_reactivate: false,
        });
      }),
    );
    renderApp(<MembershipPlansRoute />, { user: buildUser() });
    const loading = await buttonOf('Premium');
    expect(loading.textContent).toBe('Cargando...');
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    expect((await buttonOf('Free')).textContent).toBe('Plan Activo');
    await waitFor(async () => expect((await buttonOf('Premium')).textContent).toBe('Elegir Premium'));
    expect((await buttonOf('Prime')).textContent).toBe('Elegir Prime');
  });

  it('gives a premium member "Cancelar Plan" on Premium and "Cambiar Plan" elsewhere, and asks before cancelling', async () => {
    const user = userEvent.setup();
    renderApp(<MembershipPlansRoute />, { user: buildUser({ plan_type: 'premium' }) });
    await waitFor(async () => expect((await buttonOf('Premium')).textContent).toBe('Cancelar Plan'));
    expect((await buttonOf('Prime')).textContent).toBe('Cambiar Plan');
    await user.click(await buttonOf('Premium'));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar tu plan Premium?' });
    expect(dialog.textContent).toContain('1 de diciembre de 2026');
  });

  it('offers a member who cancelled "Reactivar plan" with the date her plan ends, and reactivates it', async () => {
    let cancelled = true;
    server.use(
      http.get('/api/membership/status', () =>
        HttpResponse.json({
          success: true,
          has_membership: true,
          plan_type: 'premium',
          plan_name: 'Premium',
          status: 'active',
          billing_interval: 'month',
          current_period_start: '2026-11-23T12:00:00.000Z',
          current_period_end: '2026-12-23T12:00:00.000Z',
          cancel_at_period_end: cancelled,
          will_renew: !cancelled,
          scheduled_plan_type: null,
          can_reactivate: cancelled,
        }),
      ),
      http.post('/api/memberships/reactivate', () => {
        cancelled = false;
        return HttpResponse.json({
          success: true,
          message: '¡Qué bueno que sigues! Tu plan Premium se renovará el 23 de diciembre de 2026.',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp(<MembershipPlansRoute />, { user: buildUser({ plan_type: 'premium' }) });
    expect(await screen.findByRole('heading', { name: 'Tu plan' })).toBeDefined();
    await waitFor(async () => expect((await buttonOf('Premium')).textContent).toBe('Reactivar plan'));
    const card = await screen.findByRole('listitem', { name: 'Plan Premium' });
    expect(card.textContent).toContain('Tu plan');
    expect(card.textContent).toContain('Activo hasta el 23 de diciembre de 2026');
    await user.click(await buttonOf('Premium'));
    expect(await screen.findByText(/Tu plan Premium se renovará el 23 de diciembre de 2026/)).toBeDefined();
    await waitFor(async () => expect((await buttonOf('Premium')).textContent).toBe('Cancelar Plan'));
    expect(card.textContent).toContain('Se renueva el 23 de diciembre de 2026');
  });

  it('treats a failed status as free and active, and says so', async () => {
    server.use(
      http.get('/api/membership/status', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderApp(<MembershipPlansRoute />, { user: buildUser({ plan_type: 'prime' }) });
    expect(await screen.findByText('Error al cargar el estado de la membresía')).toBeDefined();
    expect((await buttonOf('Prime')).textContent).toBe('Elegir Prime');
    expect((await buttonOf('Free')).textContent).toBe('Plan Activo');
  });

  it('shows yearly prices with the saving when switched to yearly', async () => {
    const user = userEvent.setup();
    renderApp(<MembershipPlansRoute />, { user: buildUser() });
    await user.click(await screen.findByRole('radio', { name: 'Anual (2 meses gratis)' }));
    const premium = await screen.findByRole('listitem', { name: 'Plan Premium' });
    expect(premium.textContent).toContain('$199.900');
    expect(premium.textContent).toContain('Ahorras 17% frente al pago mensual');
  });
});
