import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import ContactRoute from '../contact';

const settings = (contact_whatsapp: string) =>
  server.use(
    http.get('/api/settings/public', () =>
      HttpResponse.json({
        platform_name: 'Vitalia',
        contact_email: 'equipo@vitalia.cl',
        contact_whatsapp,
        maintenance_banner: '',
        feedback_prompt_day: 4,
      }),
    ),
  );

describe('/contacto', () => {
  it('offers the practice’s WhatsApp, shown the one Chilean way, and its e-mail', async () => {
    settings('+56987654321');
    renderApp(<ContactRoute />, { user: buildUser() });
    const whatsapp = await screen.findByRole('link', { name: 'Escribir por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/56987654321');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('+56 9 8765 4321')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Escribir un correo' }).getAttribute('href')).toBe(
      'mailto:equipo@vitalia.cl',
    );
  });

  it('shows only the e-mail when Configuración has no WhatsApp', async () => {
    settings('');
    renderApp(<ContactRoute />, { user: buildUser() });
    await screen.findByRole('link', { name: 'Escribir un correo' });
    expect(screen.queryByRole('link', { name: 'Escribir por WhatsApp' })).toBeNull();
    expect(screen.queryByText('WhatsApp')).toBeNull();
  });
});
