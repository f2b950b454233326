import { describe, expect, it } from 'vitest';
import { titleFor } from './route-titles';

describe('route titles', () => {
  it('names each screen, the static admin tabs before the member page pattern', () => {
    expect(titleFor('/login')).toBe('Iniciar sesión · Vitalia');
    expect(titleFor('/admin/users/notifications')).toBe('Notificaciones · Gestión de Usuarios · Vitalia');
    expect(titleFor('/admin/users/42')).toBe('Ficha de miembro · Gestión de Usuarios · Vitalia');
    expect(titleFor('/video/7')).toBe('Video · Vitalia');
    expect(titleFor('/biblioteca/12')).toBe('Lector · Biblioteca · Vitalia');
    expect(titleFor('/admin/')).toBe('Panel de administración · Vitalia');
  });

  it('gives an unknown path the app name', () => {
    expect(titleFor('/no-existe')).toBe('Vitalia · Coaching de salud y nutrición');
  });
});
