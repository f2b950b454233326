import { act, render, screen, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar } from './avatar';
import { ToastProvider, useToast, type ToastInput } from './toast';
import { avatarImageUrl, initialsOf } from '@/utils/avatar';
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
  it('computes initials', () => {
    expect(initialsOf('Ana María Pérez')).toBe('AP');
    expect(initialsOf('josefa')).toBe('JO');
  });
});

describe('full-screen transition', () => {
  it('splits progress into three steps', () => {
    expect([0, 33, 34, 66, 67, 100].map(transitionStep)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
