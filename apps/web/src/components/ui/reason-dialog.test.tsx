import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';
import { ToastProvider } from './toast';

describe('ReasonDialog', () => {
  it('explains a missing reason in Spanish (not the browser’s bubble) and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ message: 'Membresía revocada' }));
    render(
      <ToastProvider>
        <ReasonDialog
          title="Revocar plan"
          explanation="La socia pasa a Free."
          submitLabel="Revocar"
          busyLabel="Revocando..."
          busy={false}
          onSubmit={onSubmit}
          onClose={() => undefined}
        />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    expect(screen.getByRole('alert').textContent).toBe('Indica el motivo (mínimo 5 caracteres)');
    const reason = screen.getByLabelText('Motivo (queda en el registro)');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(reason, 'Pago duplicado');
    await user.click(screen.getByRole('button', { name: 'Revocar' }));
    expect(onSubmit).toHaveBeenCalledWith('Pago duplicado');
  });
});
