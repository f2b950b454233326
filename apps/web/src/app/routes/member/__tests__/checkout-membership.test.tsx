import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MembershipQuote } from '@vitalia/shared/commerce';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import CheckoutMembershipRoute from '../checkout-membership';

const quote = (overrides: Partial<MembershipQuote>): MembershipQuote => ({
  success: true,
  plan_type: 'prime',
  billing_interval: 'month',
  amount_due: 34_990,
  effective: 'now',
  credit: null,
  period_end: '2026-12-25T12:00:00.000Z',
  billing_defaults: null,
  trial_days: null,
  renewal_discount: 0,
  ...overrides,
});

const open = (body: MembershipQuote, plan = 'prime', extra = '') => {
  server.use(http.get('/api/checkout/quote', () => HttpResponse.json(body)));
  renderApp(<CheckoutMembershipRoute />, {
    user: buildUser({ plan_type: 'premium' }),
    route: `/checkout-membership?plan=${plan}&interval=month${extra}`,
  });
};

describe('/checkout-membership', () => {
  it('tells a Premium member moving to Prime what her paid month becomes, and fills in her last billing data', async () => {
    open(
      quote({
        credit: { plan_type: 'premium', paid_until: '2026-12-23T12:00:00.000Z', credit_days: 17 },
        period_end: '2027-01-11T12:00:00.000Z',
        billing_defaults: {
          rut: '11.111.111-1',
          name: 'Ana Pérez Soto',
          email: 'ana@example.cl',
          address: 'Av. Providencia 1234',
          city: 'Providencia',
        },
      }),
    );
    // Said twice: above the form for phones, in the summary for wider screens (CSS shows one of them).
    const notes = await screen.findAllByText(/los días que no usarás se suman a Prime/);
    expect(notes).toHaveLength(2);
    const [note] = notes as [HTMLElement, HTMLElement];
    expect(note.textContent).toContain('pagado hasta el 23 de diciembre de 2026');
    expect(note.textContent).toContain('(17 días más)');
    expect(note.textContent).toContain('dura hasta el 11 de enero de 2027');
    expect((screen.getByLabelText('RUT') as HTMLInputElement).value).toBe('11.111.111-1');
    expect((screen.getByLabelText('Dirección') as HTMLInputElement).value).toBe('Av. Providencia 1234');
    expect(screen.getByText('Usamos los datos de tu última compra; puedes cambiarlos.')).toBeDefined();
    expect(screen.getByText('Total a pagar hoy').parentElement?.textContent).toBe('Total a pagar hoy$34.990');
    expect(screen.getByRole('button', { name: 'Pagar Prime' })).toBeDefined();
  });

  it('charges nothing today for a lower plan, and says when it starts', async () => {
    open(quote({ plan_type: 'premium', amount_due: 0, effective: 'period_end' }), 'premium');
    expect(await screen.findAllByText(/Hoy no pagas nada/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cambiar a Premium' })).toBeDefined();
    const summary = screen.getByRole('complementary', { name: 'Resumen de la compra' });
    expect(summary.textContent).toContain('Total$0');
  });

  it('offers the free trial she may take, and charges nothing today', async () => {
    open(quote({ plan_type: 'premium', amount_due: 19_990, trial_days: 7 }), 'premium', '&prueba=1');
    expect(await screen.findByRole('heading', { name: 'Prueba Premium 7 días gratis' })).toBeDefined();
    expect((await screen.findAllByText(/Hoy no pagas nada: tienes acceso completo/)).length).toBeGreaterThan(
      0,
    );
    const summary = screen.getByRole('complementary', { name: 'Resumen de la compra' });
    expect(summary.textContent).toContain('prueba gratis de 7 días');
    expect(summary.textContent).toContain('Total$0');
    expect(screen.getByRole('button', { name: 'Prefiero pagar el plan ahora' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Comenzar prueba gratis' })).toBeDefined();
  });

  it('applies a plan coupon to what she pays today: its line and the new total in the summary', async () => {
    server.use(
      http.post('/api/checkout/coupon', async ({ request }) => {
        const body = (await request.json()) as { code: string; plan_type?: string };
        expect(body).toMatchObject({ code: 'verano', plan_type: 'prime', billing_interval: 'month' });
        return HttpResponse.json({
          success: true,
          code: 'VERANO',
          discount: 3499,
          summary: {
            total_items: 1,
            subtotal: 26_465,
            iva_rate: 0.19,
            iva_amount: 5026,
            shipping_cost: 0,
            total_amount: 31_491,
            currency: 'CLP',
          },
          message: 'Cupón aplicado: $3.499 de descuento en tu primer pago.',
        });
      }),
    );
    open(quote({}));
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '¿Tienes un cupón?' }));
    await user.type(screen.getByLabelText('Código del cupón'), 'verano');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Cupón aplicado: $3.499 de descuento en tu primer pago.')).toBeDefined();
    const summary = screen.getByRole('complementary', { name: 'Resumen de la compra' });
    expect(summary.textContent).toContain('Cupón VERANO−$3.499');
    expect(summary.textContent).toContain('Total$31.491');
    expect(screen.getByText('Total a pagar hoy').parentElement?.textContent).toBe('Total a pagar hoy$31.491');
  });
});
