import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { db } from '@/testing/mocks/db';
import { renderApp } from '@/testing/test-utils';
import RegisterForm from '../register-form';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Nombre'), 'Valentina');
  await user.type(screen.getByLabelText('Apellido'), 'Soto');
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Confirma tu email'), email);
  await user.type(await screen.findByLabelText('Teléfono'), '912345678');
  await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
  await user.type(screen.getByLabelText('Confirma tu contraseña'), 'Segura123');
  await user.click(screen.getByRole('checkbox'));
}

describe('registration form', () => {
  it('shows the SPEC messages for an empty submit and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(<RegisterForm />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(REGISTER_ERRORS.fixErrors)).toBeDefined();
    for (const message of [
      REGISTER_ERRORS.emailRequired,
      REGISTER_ERRORS.passwordRequired,
      REGISTER_ERRORS.firstNameRequired,
      REGISTER_ERRORS.lastNameRequired,
      REGISTER_ERRORS.termsRequired,
    ])
      expect(screen.getByText(message)).toBeDefined();
    expect(db.user).toBeNull();
  });

  it('takes the "corrige los errores" banner away once every field is fixed (issue 22)', async () => {
    const user = userEvent.setup();
    renderApp(<RegisterForm />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(REGISTER_ERRORS.fixErrors)).toBeDefined();
    await fillValidForm(user, 'valentina@example.cl');
    await waitFor(() => expect(screen.queryByText(REGISTER_ERRORS.fixErrors)).toBeNull());
    expect(db.user).toBeNull();
  });

  it('creates the account and goes to /home', async () => {
    const user = userEvent.setup();
    renderApp(<RegisterForm />, { route: '/login' });
    await fillValidForm(user, 'valentina@example.cl');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
    expect(db.user).toMatchObject({
      email: 'valentina@example.cl',
      first_name: 'Valentina',
      phone: '+56912345678',
    });
  });

  it('puts the server\u2019s "Ya existe una cuenta" on the e-mail field', async () => {
    const user = userEvent.setup();
    db.registeredEmails.add('ocupado@example.cl');
    renderApp(<RegisterForm />, { route: '/login' });
    await fillValidForm(user, 'ocupado@example.cl');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect((await screen.findAllByText(LOGIN_ERRORS.emailTaken)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
