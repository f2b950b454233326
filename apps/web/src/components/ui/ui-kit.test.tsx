import { act, render, screen, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';
import { ToastProvider, useToast, type ToastInput } from './toast';
import { avatarImageUrl } from '@/utils/avatar';
import { transitionStep } from '@/hooks/use-transition-progress';

afterEach(() => vi.useRealTimers());

function Trigger({ toast }: { toast: ToastInput }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      mostrar
    </button>
  );
}

describe('toast stack', () => {
  it('shows a toast and removes it after the default 5000 ms plus the slide-out', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger toast={{ type: 'success', title: 'Guardado', message: 'Tus cambios quedaron guardados' }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('mostrar'));
    expect(screen.getByRole('status').textContent).toContain('Tus cambios quedaron guardados');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.queryByText('Guardado')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.queryByText('Guardado')).toBeNull();
  });

  it('shows the same words once, restarted, and at most three toasts (issue 22)', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger toast={{ type: 'success', title: 'Agregado al carrito', duration: 3000 }} />
        {[1, 2, 3, 4].map((number) => (
          <Trigger key={number} toast={{ type: 'error', title: `Aviso ${number}` }} />
        ))}
      </ToastProvider>,
    );
    const [added, ...others] = screen.getAllByText('mostrar');
    if (!added) throw new Error('triggers');
    fireEvent.click(added);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(added);
    expect(screen.getAllByText('Agregado al carrito')).toHaveLength(1);
    // Restarted: still there 2 s after the first one would have gone.
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByText('Agregado al carrito')).not.toBeNull();
    for (const other of others) fireEvent.click(other);
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual([
      'Aviso 2',
      'Aviso 3',
      'Aviso 4',
    ]);
  });

  it('uses role alert for errors and honours a custom duration', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger toast={{ type: 'error', title: 'No se pudo agregar al carrito', duration: 3000 }} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('mostrar'));
    expect(screen.getByRole('alert').textContent).toContain('No se pudo agregar al carrito');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('avatar', () => {
  it('rewrites image-host URLs to a face-cropped square', () => {
    expect(avatarImageUrl('https://res.cloudinary.com/vitalia/image/upload/v1/a.jpg', 48)).toBe(
      'https://res.cloudinary.com/vitalia/image/upload/c_thumb,g_face,w_96,h_96/v1/a.jpg',
    );
    expect(avatarImageUrl('/api/users/avatar/3', 48)).toBe('/api/users/avatar/3');
  });
  it('falls back to an initials image when the photo fails', () => {
    render(<Avatar src="/broken.jpg" name="Ana Pérez" size="lg" />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('width')).toBe('80');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).toContain('>AP<');
  });
  it('draws a person by first given name and first surname', () => {
    render(
      <Avatar
        name="Catalina Muñoz Rojas"
        person={{ first_name: 'Catalina', last_name: 'Muñoz Rojas' }}
        size="sm"
      />,
    );
    expect(decodeURIComponent(screen.getByRole('img').getAttribute('src') ?? '')).toContain('>CM<');
  });
});

describe('full-screen transition', () => {
  it('splits progress into three steps', () => {
    expect([0, 33, 34, 66, 67, 100].map(transitionStep)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
