import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_PASSWORD, REGISTER_ERRORS } from '@vitalia/shared/messages/auth';
import { buildUser, db } from '@/testing/mocks/db';
import { MOCK_PASSWORD } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import ProfileRoute from '../profile';

describe('/profile', () => {
  it('says what the data export holds, shows it is being prepared, and downloads it', async () => {
    const user = userEvent.setup();
    const member = buildUser();
    server.use(
      http.get('/api/users/export-data', async () => {
        await delay(200);
        return HttpResponse.json({ exported_at: '2026-11-25T12:00:00.000Z', account: member, purchases: [] });
      }),
    );
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderApp(<ProfileRoute />, { user: member });
    const privacy = await screen.findByRole('region', { name: 'Privacidad y datos' });
    expect(privacy.textContent).toContain('Tus compras: pedidos, datos de boleta (RUT y dirección)');
    await user.click(within(privacy).getByRole('button', { name: 'Descargar' }));
    expect(within(privacy).getByRole('button', { name: 'Preparando tus datos...' })).toBeDefined();
    expect(await screen.findByText('Descargamos el archivo con tus datos.')).toBeDefined();
    expect(created).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows the member and their figures, then saves an edit through the API', async () => {
    const user = userEvent.setup();
    renderApp(<ProfileRoute />, { user: buildUser({ first_name: 'Camila', plan_type: 'premium' }) });
    const form = await screen.findByRole('form', { name: 'Datos personales' });
    const summary = await screen.findByText('Días en Vitalia');
    expect(summary.closest('dl')?.textContent).toContain('Premium');
    const firstName = within(form).getByLabelText('Nombre');
    expect(firstName).toHaveProperty('value', 'Camila');
    await user.clear(firstName);
    await user.type(firstName, 'Catalina');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Datos guardados')).toBeDefined();
    expect(db.user?.first_name).toBe('Catalina');
  });

  it('keeps the change out of the API and says why when a field is wrong', async () => {
    const user = userEvent.setup();
    renderApp(<ProfileRoute />, { user: buildUser() });
    const form = await screen.findByRole('form', { name: 'Datos personales' });
    const lastName = within(form).getByLabelText('Apellido');
    await user.clear(lastName);
    await user.type(lastName, 'R');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(form).findByText(REGISTER_ERRORS.lastNameShort)).toBeDefined();
    expect(db.user?.last_name).toBe('Rojas');
  });

  it('shows the Spanish error screen with a retry when the profile cannot load', async () => {
    server.use(
      http.get('/api/profile', () => HttpResponse.json({ success: false, message: 'x' }, { status: 500 })),
    );
    renderApp(<ProfileRoute />, { user: buildUser() });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Datos personales' })).toBeNull());
  });

  it('changes the password: checks the confirmation here and the current password on the server', async () => {
    const user = userEvent.setup();
    renderApp(<ProfileRoute />, { user: buildUser() });
    const form = await screen.findByRole('form', { name: 'Cambiar contraseña' });
    const submit = within(form).getByRole('button', { name: 'Cambiar contraseña' });
    await user.type(within(form).getByLabelText('Contraseña actual'), 'Equivocada1');
    await user.type(within(form).getByLabelText('Nueva contraseña'), 'NuevaClave123');
    await user.type(within(form).getByLabelText('Confirma la nueva contraseña'), 'OtraClave123');
    await user.click(submit);
    expect(await within(form).findByText(REGISTER_ERRORS.passwordsMismatch)).toBeDefined();
    await user.clear(within(form).getByLabelText('Confirma la nueva contraseña'));
    await user.type(within(form).getByLabelText('Confirma la nueva contraseña'), 'NuevaClave123');
    await user.click(submit);
    expect(await within(form).findByText(CHANGE_PASSWORD.wrongCurrent)).toBeDefined();
    await user.clear(within(form).getByLabelText('Contraseña actual'));
    await user.type(within(form).getByLabelText('Contraseña actual'), MOCK_PASSWORD);
    await user.click(submit);
    expect(await within(form).findByText(/Contraseña actualizada/)).toBeDefined();
    expect(within(form).getByLabelText('Nueva contraseña')).toHaveProperty('value', '');
  });
});
