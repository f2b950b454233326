import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker } from './payment-method-picker';

const SANDBOX = { id: 'sandbox', label: 'Modo de prueba', renews_automatically: true } as const;
const WEBPAY = { id: 'webpay', label: 'Webpay', renews_automatically: false } as const;

describe('PaymentMethodPicker', () => {
  it('is not shown when there is only one way to pay', () => {
    const { container } = render(
      <PaymentMethodPicker methods={[SANDBOX]} value="sandbox" onChange={vi.fn()} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('is one labelled radio group, and on a plan says which method charges only once', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PaymentMethodPicker methods={[SANDBOX, WEBPAY]} value="sandbox" onChange={onChange} plan />);
    const group = screen.getByRole('group', { name: 'Medio de pago' });
    expect(group).toBeTruthy();
    const webpay = screen.getByRole('radio', { name: /Webpay/ });
    expect(webpay.closest('label')?.textContent).toMatch(/Pagas una vez/);
    expect(screen.getByRole('radio', { name: /Modo de prueba/ }).closest('label')?.textContent).not.toMatch(
      /Pagas una vez/,
    );
    await user.click(webpay);
    expect(onChange).toHaveBeenCalledWith('webpay');
  });

  it('on the cart (no plan) says nothing about renewals', () => {
    render(<PaymentMethodPicker methods={[SANDBOX, WEBPAY]} value="webpay" onChange={vi.fn()} />);
    expect(screen.getByRole('radio', { name: /Webpay/ }).closest('label')?.textContent).not.toMatch(
      /Pagas una vez/,
    );
  });
});
