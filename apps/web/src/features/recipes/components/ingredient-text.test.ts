import { describe, expect, it } from 'vitest';
import { ingredientText } from './ingredient-text';

describe('an ingredient in words', () => {
  it('says the household measure, plural when more than one, and its grams', () => {
    expect(ingredientText({ name: 'Palta', grams: 150, measure: '1 unidad mediana', quantity: 1 })).toBe(
      '1 unidad mediana de palta (150 g)',
    );
    expect(ingredientText({ name: 'Quínoa cocida', grams: 370, measure: '1 taza', quantity: 2 })).toBe(
      '2 tazas de quínoa cocida (370 g)',
    );
    expect(
      ingredientText({ name: 'Arroz blanco cocido', grams: 237, measure: '1 taza', quantity: 1.5 }),
    ).toBe('1,5 tazas de arroz blanco cocido (237 g)');
    expect(ingredientText({ name: 'Pan', grams: 0, measure: '1 unidad', quantity: 3 })).toContain(
      '3 unidades',
    );
  });

  it('does not repeat a food the measure names, and falls back to grams', () => {
    expect(ingredientText({ name: 'Marraqueta', grams: 200, measure: '1 marraqueta', quantity: 2 })).toBe(
      '2 marraquetas (200 g)',
    );
    expect(
      ingredientText({ name: 'Granada', grams: 43.5, measure: '1/2 taza de granos', quantity: 0.5 }),
    ).toBe('0,5 × 1/2 taza de granos de granada (43,5 g)');
    expect(ingredientText({ name: 'Palta', grams: 100, measure: null, quantity: null })).toBe(
      '100 g de palta',
    );
  });
});
