import { describe, expect, it } from 'vitest';
import { formatPhone, normalizeChileanMobile } from './user-rules';
import { SETTING_SCHEMAS } from './settings';

describe('Chilean phones (issue 22: one way everywhere)', () => {
  it('reads a mobile typed any usual way as +569XXXXXXXX and shows it as "+56 9 1234 5678"', () => {
    for (const typed of ['9 1234 5678', '912345678', '56912345678', '+56 9 1234 5678', '+56 (9) 1234-5678'])
      expect(normalizeChileanMobile(typed), typed).toBe('+56912345678');
    expect(formatPhone('+56912345678')).toBe('+56 9 1234 5678');
  });

  it('leaves what is not a Chilean mobile as it was stored', () => {
    expect(formatPhone('+56 2 2345 6789')).toBe('+56 2 2345 6789');
    expect(formatPhone('+5491123456789')).toBe('+5491123456789');
  });
});

describe('the WhatsApp setting', () => {
  it('keeps a Chilean mobile as E.164, accepts empty (none), and refuses anything else in Spanish', () => {
    expect(SETTING_SCHEMAS.contact_whatsapp.parse(' 9 8765 4321 ')).toBe('+56987654321');
    expect(SETTING_SCHEMAS.contact_whatsapp.parse('')).toBe('');
    for (const bad of ['12345', '+56 2 2345 6789', 'hola', '+56 9 1234 56789']) {
      const result = SETTING_SCHEMAS.contact_whatsapp.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Ingresa un celular chileno, por ejemplo +56 9 1234 5678, o déjalo vacío',
      );
    }
  });
});
