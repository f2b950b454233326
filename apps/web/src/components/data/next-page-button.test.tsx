import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NextPageButton } from './next-page-button';

type PagedQuery = Parameters<typeof NextPageButton>[0]['query'];
const failedText = 'No pudimos cargar más clientes. Revisa tu conexión y vuelve a intentarlo.';

const query = (state: Partial<PagedQuery> = {}): PagedQuery => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...state,
});
const button = (paged: PagedQuery) => (
  <NextPageButton query={paged} label="Ver más" loadingLabel="Cargando…" failedText={failedText} />
);

describe('NextPageButton', () => {
  it('asks for the next page, and is gone once the list is whole', async () => {
    const paged = query();
    const { rerender } = render(button(paged));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver más' }));
    expect(paged.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(button(query({ hasNextPage: false })));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is disabled while the page comes', () => {
    render(button(query({ isFetchingNextPage: true })));
    expect((screen.getByRole('button', { name: 'Cargando…' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says the page could not be read, and asks again when pressed', async () => {
    const failed = query({ isFetchNextPageError: true });
    render(button(failed));
    expect(screen.getByRole('alert').textContent).toBe(failedText);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ver más' }));
    expect(failed.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
