import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@vitalia/shared/admin-users';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { MemberPicker } from '../member-picker';

const camila: AdminUser = {
  id: 42,
  username: 'camila',
  email: 'camila@example.cl',
  first_name: 'Camila',
  last_name: 'Muñoz Rojas',
  phone: null,
  role: 'member',
  plan_type: 'premium',
  status: 'active',
  is_featured_trainer: false,
  created_at: '2026-11-01T12:00:00.000Z',
  last_sign_in_at: null,
};

function Harness() {
  const [id, setId] = useState<number | null>(null);
  return (
    <>
      <MemberPicker value={id} onChange={setId} />
      <output aria-label="Elegida">{id ?? ''}</output>
    </>
  );
}

describe('MemberPicker (issue 22: pick her by name, not by account number)', () => {
  it('finds a member by name and names the choice', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/admin/users', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        searches.push(q);
        const users = q && 'camila muñoz'.includes(q.toLowerCase()) ? [camila] : [];
        return HttpResponse.json({ success: true, users, total: users.length, page: 1, per_page: 6 });
      }),
      http.get('/api/admin/users/42', () =>
        HttpResponse.json({ success: true, user: camila, memberships: [], sessions: [] }),
      ),
    );
    const user = userEvent.setup();
    renderApp(<Harness />, { user: buildUser({ account_role: 'admin' }) });
    await user.type(screen.getByLabelText('Buscar por nombre o email'), 'cami');
    const results = screen.getByRole('list', { name: 'Resultados' });
    await user.click(await within(results).findByRole('button', { name: /Camila Muñoz Rojas/ }));
    expect(screen.getByRole('status', { name: 'Elegida' }).textContent).toBe('42');
    expect(await screen.findByText('Camila Muñoz Rojas · camila@example.cl')).toBeDefined();
    // Nothing is asked of the server until two letters are typed.
    expect(searches.every((q) => q.length >= 2)).toBe(true);
  });
});
