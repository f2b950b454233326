import { describe, expect, it } from 'vitest';
import { usernameBase } from './username';

describe('usernameBase', () => {
  it('joins name and first surname, and shortens by whole words, never mid-name (issue 49 §12)', () => {
    expect(usernameBase('Ana', 'Soto', 'ana@example.cl')).toBe('ana.soto');
    expect(usernameBase('Valentina', 'Muñoz', 'v@example.cl')).toBe('valentina.m');
    expect(usernameBase('María José', 'Núñez', 'mj@example.cl')).toBe('mariajose.n');
    expect(usernameBase('Ana', 'Contreras Vidal', 'a@example.cl')).toBe('ana.c');
    expect(usernameBase('Maximiliano', 'Bustamante', 'm@example.cl')).toBe('m.bustamante');
  });

  it('falls back to a single name or the e-mail, cut only when that one word is longer than 12', () => {
    expect(usernameBase('Constanza', '', 'c@example.cl')).toBe('constanza');
    expect(usernameBase('', '', 'francisca.ramirez@example.cl')).toBe('franciscaram');
    expect(usernameBase('', '', '@example.cl')).toBe('socio');
  });
});
