import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it('follows a path of this site', () => {
    expect(returnPathFrom('?registro=1&volver=%2Fcursos%2Fvivir-bien')).toBe('/cursos/vivir-bien');
  });

  it('ignores what could leave the site, and an absent or empty value', () => {
    for (const search of [
      '?volver=https%3A%2F%2Fotro.cl',
      '?volver=%2F%2Fotro.cl',
      '?volver=%2F%5Cotro.cl',
      '?volver=cursos',
      '?volver=',
      '',
    ])
      expect(returnPathFrom(search), search).toBeNull();
  });
});
