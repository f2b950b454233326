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
