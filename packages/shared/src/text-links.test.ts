import { describe, expect, it } from 'vitest';
import { textPieces } from './text-links';

describe('textPieces', () => {
  it('makes http and https addresses links, leaving the sentence’s punctuation outside', () => {
    expect(textPieces('Mira https://vitalia.cl/recetas/palta. ¿Te sirve?')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://vitalia.cl/recetas/palta', href: 'https://vitalia.cl/recetas/palta' },
      { kind: 'text', text: '. ¿Te sirve?' },
    ]);
  });

  it('never links another scheme, markup or an address inside a word', () => {
    expect(textPieces('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(textPieces('<a href="https://x.cl">x</a>').filter((piece) => piece.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://x.cl', href: 'https://x.cl' },
    ]);
    expect(textPieces('sin enlaces aquí')).toEqual([{ kind: 'text', text: 'sin enlaces aquí' }]);
  });
});
