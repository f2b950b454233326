import { describe, expect, it } from 'vitest';
import { boundedSearchText, SEARCH_MAX_TERMS } from './web-search';

describe('boundedSearchText (issue 42 §9)', () => {
  it('drops words with no letter or digit, keeps one leading minus, and bounds the words', () => {
    expect(boundedSearchText('-'.repeat(40))).toBe('');
    expect(boundedSearchText(`yoga ${'- '.repeat(60)}`)).toBe('yoga');
    expect(boundedSearchText('---azúcar "respiración 4-7-8"')).toBe('-azúcar "respiración 4-7-8"');
    expect(boundedSearchText('a '.repeat(40)).split(' ')).toHaveLength(SEARCH_MAX_TERMS);
    expect(boundedSearchText('  desayunos   rápidos ')).toBe('desayunos rápidos');
  });
});
