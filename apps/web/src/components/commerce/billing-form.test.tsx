import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BillingForm } from './billing-form';

const PERSON = {
  rut: '11.111.111-1',
  name: 'Ana Pérez Soto',
  email: 'ana@example.cl',
  address: 'Av. Providencia 1234',
  city: 'Providencia',
};

const renderForm = (defaults = {}) => {
  const onSubmit = vi.fn();
  render(
    <BillingForm
      defaults={{ ...PERSON, ...defaults }}
      busy={false}
      submitLabel="Pagar"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
};

describe('BillingForm: "¿Necesitas factura?" (issue 48 §2)', () => {
  it('sends no company unless she asks for a factura', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.queryByLabelText('Razón social')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('invoice');
  });

  it('asks for the company, refuses a wrong check digit in Spanish, then sends it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('checkbox', { name: '¿Necesitas factura?' }));
    await user.type(screen.getByLabelText('Razón social'), 'Bienestar Laboral SpA');
    await user.type(screen.getByLabelText('RUT de la empresa'), '760864284');
    await user.type(screen.getByLabelText(/^Giro/), 'Servicios de bienestar');
    await user.type(screen.getByLabelText('Dirección de la empresa'), 'Av. Apoquindo 4500');
    await user.type(screen.getByLabelText('Comuna'), 'Las Condes');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText('RUT de la empresa inválido: revisa el número y el dígito verificador'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const rut = screen.getByLabelText('RUT de la empresa');
    await user.clear(rut);
    await user.type(rut, '760864285');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].invoice).toEqual({
      legal_name: 'Bienestar Laboral SpA',
      rut: '760864285',
      business_line: 'Servicios de bienestar',
      address: 'Av. Apoquindo 4500',
      comuna: 'Las Condes',
    });
  });

  it('unchecked again, the half-typed company neither blocks nor travels', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const box = screen.getByRole('checkbox', { name: '¿Necesitas factura?' });
    await user.click(box);
    await user.type(screen.getByLabelText('Razón social'), 'Bi');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].invoice).toBeUndefined();
  });
});
