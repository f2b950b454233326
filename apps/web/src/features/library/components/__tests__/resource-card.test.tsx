import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceCard as Resource } from '@vitalia/shared/library';
import { renderApp } from '@/testing/test-utils';
import { ResourceCard } from '../resource-card';

const resource: Resource = {
  id: 7,
  slug: 'plan-de-entrenamiento',
  title: 'Plan de entrenamiento de 8 semanas',
  description: 'Ocho semanas de fuerza y movilidad en casa.',
  category: 'Planes',
  pages: 10,
  required_plan: 'premium',
  product: { id: 3, price_clp: 7990 },
  cover_url: null,
  has_file: true,
  locked: true,
  last_page: null,
  last_downloaded_at: null,
};

function renderCard(card: Resource, inCart = false) {
  const onAdd = vi.fn();
  const onDownload = vi.fn();
  renderApp(
    <ul>
      <ResourceCard
        resource={card}
        downloading={false}
        onDownload={onDownload}
        purchase={{ inCart, adding: false, onAdd }}
      />
    </ul>,
  );
  return { card: screen.getByRole('listitem', { name: card.title }), onAdd, onDownload };
}

describe('an e-book card says what she can do with it', () => {
  it('locked and sold on its own: the plan that opens it, "Mejora tu plan" and the price; no reading', async () => {
    const { card, onAdd } = renderCard(resource);
    expect(within(card).getByText('Incluido en el plan Premium o por $7.990.')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Mejora tu plan/ })
        .getAttribute('href'),
    ).toBe('/membership-plans');
    expect(within(card).queryByRole('link', { name: /^Leer/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Descargar/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: `Comprar ${resource.title} por $7.990` }));
    expect(onAdd).toHaveBeenCalledWith(3);
  });

  it('locked and already in the cart: a link to the cart instead of a second "Comprar"', () => {
    const { card } = renderCard(resource, true);
    expect(within(card).getByRole('link', { name: 'En tu carrito' }).getAttribute('href')).toBe('/carrito');
    expect(within(card).queryByRole('button', { name: /^Comprar/ })).toBeNull();
  });

  it('open, half read: "Seguir leyendo" at her page, and a download', async () => {
    const { card, onDownload } = renderCard({ ...resource, locked: false, last_page: 4 });
    expect(within(card).getByText(/Vas en la página 4/)).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: `Seguir leyendo ${resource.title}` })
        .getAttribute('href'),
    ).toBe('/biblioteca/7');
    await userEvent.click(within(card).getByRole('button', { name: `Descargar ${resource.title}` }));
    expect(onDownload).toHaveBeenCalledOnce();
    expect(within(card).queryByRole('link', { name: /Mejora tu plan/ })).toBeNull();
  });

  it('open but without its PDF yet: says so, with nothing to click', () => {
    const { card } = renderCard({ ...resource, locked: false, has_file: false, required_plan: 'free' });
    expect(within(card).getByText('El PDF estará disponible muy pronto.')).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    expect(within(card).queryByText('Premium')).toBeNull();
  });
});
