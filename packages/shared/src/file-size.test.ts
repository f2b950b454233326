import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [870_400, '850 KB'],
    [1_468_006, '1,4 MB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('%i bytes read "%s"', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
