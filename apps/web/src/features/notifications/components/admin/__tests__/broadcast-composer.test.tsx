import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  BroadcastHistorySchema,
  BroadcastSchema,
  NotificationsSentSchema,
  RecipientCountSchema,
} from '@vitalia/shared/admin';
import { buildUser } from '@/testing/mocks/db';
import { reply, validationError } from '@/testing/mocks/respond';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { BroadcastComposer } from '../broadcast-composer';

/** The composer's endpoints; what it posted is kept for the test to read. */
function mockBroadcasts() {
  const posted: unknown[] = [];
  server.use(
    http.get('/api/admin/notifications', () =>
      reply(BroadcastHistorySchema, { success: true, broadcasts: [] }),
    ),
    http.get('/api/admin/notifications/recipients', ({ request }) =>
      reply(RecipientCountSchema, {
        success: true,
        recipients: new URL(request.url).searchParams.get('kind') === 'plan' ? 12 : 40,
      }),
    ),
    http.post('/api/admin/notifications', async ({ request }) => {
      const parsed = BroadcastSchema.safeParse(await request.json());
      if (!parsed.success) return validationError(parsed.error);
      posted.push(parsed.data);
      return reply(NotificationsSentSchema, { success: true, recipients: 12, broadcast_id: 7 });
    }),
  );
  return posted;
}

const picker = ({ error }: { error?: string }) => <p>Buscador de socias {error}</p>;
const admin = buildUser({ role: 'admin', is_admin: true, isAdmin: true, account_role: 'admin' });

describe('BroadcastComposer (react-hook-form with the shared schema, issue 44 §5)', () => {
  it('explains in Spanish what is missing and sends nothing', async () => {
    const posted = mockBroadcasts();
    const user = userEvent.setup();
    renderApp(<BroadcastComposer memberPicker={picker} />, { user: admin });
    await user.click(screen.getByRole('radio', { name: 'Una persona' }));
    await user.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
    expect(await screen.findByText('El título es muy corto')).toBeTruthy();
    expect(screen.getByText('El mensaje es muy corto')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.type(screen.getByLabelText('Título'), 'Tu plan');
    await user.type(screen.getByLabelText('Mensaje'), 'Ya está activo.');
    await user.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
    expect(await screen.findByText(/Elige a quién enviarla/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted).toEqual([]);
  });

  it('previews the bell item, confirms with the count and sends to the chosen plan', async () => {
    const posted = mockBroadcasts();
    const user = userEvent.setup();
    renderApp(<BroadcastComposer memberPicker={picker} />, { user: admin });
    await user.type(screen.getByLabelText('Título'), 'Nueva receta');
    await user.type(screen.getByLabelText('Mensaje'), 'Ya está la receta de porotos con riendas.');
    const preview = screen.getByRole('complementary', { name: 'Vista previa' });
    expect(within(preview).getByText('Nueva receta')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Un plan' }));
    await user.selectOptions(screen.getByLabelText('Plan'), 'prime');
    await user.click(screen.getByRole('button', { name: 'Revisar y enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar envío' });
    await within(dialog).findByText(/llegará a/);
    expect(dialog.textContent).toContain('12');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar ahora' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      title: 'Nueva receta',
      audience: { kind: 'plan', plan: 'prime' },
    });
    expect(posted[0]).not.toHaveProperty('action_url');
    await waitFor(() => expect((screen.getByLabelText('Título') as HTMLInputElement).value).toBe(''));
  });
});
