import { describe, expect, it } from 'vitest';
import { FoodWordIndex, trigramsOf } from './food-word-index';

/** The foods' words in memory (ADR 0091): what no food holds, and its closest word. */
const index = new FoodWordIndex([
  'porotos',
  'poroto',
  'cocidos',
  'palta',
  'hass',
  'platano',
  'zapallo',
  'italiano',
]);

describe('the foods’ words in memory', () => {
  it('cuts trigrams as pg_trgm does: two spaces before the word, one after, each once', () => {
    expect([...trigramsOf('oso')]).toEqual(['  o', ' os', 'oso', 'so ']);
    expect([...trigramsOf('aaaa')]).toEqual(['  a', ' aa', 'aaa', 'aa ']);
  });

  it('knows a piece held inside a word, and counts anything shorter than a trigram as held', () => {
    expect(index.holds('porotos')).toBe(true);
    expect(index.holds('rotos')).toBe(true);
    expect(index.holds('coc')).toBe(true);
    expect(index.holds('ta')).toBe(true);
    expect(index.holds('porotso')).toBe(false);
    expect(index.holds('pal ta')).toBe(false);
    expect(index.holds('zzz')).toBe(false);
  });

  it('takes the word sharing most trigrams, never one under the threshold', () => {
    // "poroto" shares five of ten trigrams with "porotso", "porotos" five of eleven.
    expect(index.closest('porotso')).toBe('poroto');
    expect(index.closest('zapayo')).toBe('zapallo');
    expect(index.closest('xyz')).toBeNull();
  });

  it('corrects only the words no food holds, and keeps the rest as typed', () => {
    expect(index.corrected('porotso')).toBe('poroto');
    expect(index.corrected('zapayo italiano')).toBe('zapallo italiano');
    expect(index.corrected('porotso, coc')).toBe('poroto, coc');
  });

  it('corrects nothing when every word is held, a missing word has no close one, or a letter is beyond ASCII', () => {
    expect(index.corrected('palta hass')).toBeNull();
    expect(index.corrected('porotso xyzw')).toBeNull();
    expect(index.corrected('porotso ñ')).toBeNull();
    expect(new FoodWordIndex([]).corrected('porotso')).toBeNull();
  });
});
