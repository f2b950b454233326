import { describe, expect, it } from 'vitest';
import { FoodNameIndex } from './food-name-index';

/** The foods' names in memory (ADR 0091): what holds a text, in the order the database's search gives. */
const food = (id: number, name: string, synonyms = '') => ({
  id,
  names: `${name} ${synonyms}`.trim(),
  nameLength: name.length,
});
const index = new FoodNameIndex([
  food(5, 'sopa de porotos'),
  food(3, 'porotos cocidos', 'frijoles cocidos'),
  food(9, 'poroto verde'),
  food(4, 'palta', 'aguacate'),
  food(7, 'palta hass'),
  food(2, 'porotos'),
  food(8, 'aji de porotos'),
  food(6, 'zapallo italiano', 'zucchini'),
]);

describe('the foods’ names in memory', () => {
  it('ranks names that start with the text first, then the shortest name, then the lowest id', () => {
    expect(index.containing('poroto', 10)).toEqual([2, 9, 3, 8, 5]);
    expect(index.containing('palta', 10)).toEqual([4, 7]);
  });

  it('finds a text inside a name or a synonym, across words, and gives at most the page asked for', () => {
    expect(index.containing('aguacate', 10)).toEqual([4]);
    expect(index.containing('s coc', 10)).toEqual([3]);
    expect(index.containing('poroto', 2)).toEqual([2, 9]);
    // The synonym is not the name: its length does not rank the food.
    expect(index.containing('zucchini', 10)).toEqual([6]);
  });

  it('reads every name for a text shorter than a trigram, and finds nothing for a trigram no name has', () => {
    expect(index.containing('pa', 10)).toEqual([4, 7, 5, 6]);
    expect(index.containing('porotso', 10)).toEqual([]);
    expect(index.containing('%', 10)).toEqual([]);
    expect(new FoodNameIndex([]).containing('palta', 10)).toEqual([]);
  });

  it('counts its foods', () => {
    expect(index.size).toBe(8);
  });
});
