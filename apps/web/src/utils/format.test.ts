import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal } from './format';

describe('es-CL numbers (one formatter for the whole app)', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatCount(1200)).toBe('1.200');
    expect(formatCount(100000)).toBe('100.000');
    expect(formatDecimal(4.9)).toBe('4,9');
    expect(formatDecimal(3.666)).toBe('3,7');
    expect(formatDecimal(5)).toBe('5');
  });
});
