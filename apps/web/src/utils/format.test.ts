import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, formatDecimal, uploadTimeLeft } from './format';

describe('es-CL numbers (one formatter for the whole app)', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatCount(1200)).toBe('1.200');
    expect(formatCount(100000)).toBe('100.000');
    expect(formatDecimal(4.9)).toBe('4,9');
    expect(formatDecimal(3.666)).toBe('3,7');
    expect(formatDecimal(5)).toBe('5');
  });
});

describe('file sizes and upload time left', () => {
  it('says sizes in decimal units with a comma', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1500)).toBe('1,5 KB');
    expect(formatBytes(12_400_000)).toBe('12,4 MB');
    expect(formatBytes(2_000_000_000)).toBe('2 GB');
  });

  it('estimates the time left from the average speed so far', () => {
    // 10 MB of 50 MB in 20 s → 40 MB more at 0.5 MB/s = 80 s.
    expect(uploadTimeLeft(10_000_000, 50_000_000, 20_000)).toBe('Quedan 2 min');
    expect(uploadTimeLeft(40_000_000, 50_000_000, 20_000)).toBe('Quedan 5 s');
    expect(uploadTimeLeft(1_000_000, 2_000_000_000, 10_000)).toBe('Quedan 5 h 34 min');
    expect(uploadTimeLeft(50_000_000, 50_000_000, 20_000)).toBe('Terminando...');
  });

  it('says nothing before it can know', () => {
    expect(uploadTimeLeft(0, 50_000_000, 5_000)).toBeNull();
    expect(uploadTimeLeft(1_000_000, 50_000_000, 500)).toBeNull();
  });
});
