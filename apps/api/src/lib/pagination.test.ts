import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('turns a 1-based page into its rows, the first page when none is given', () => {
    expect(pageWindow(undefined, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(1, 20)).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
    expect(pageWindow(2, 7)).toEqual({ limit: 7, offset: 7 });
  });
});
