import { describe, expect, it } from 'vitest';
import { byChileDay } from './days';

describe('journal days', () => {
  it('groups entries by their day in Chile, each day in the order she ate', () => {
    const entries = [
      { id: 1, eaten_at: '2026-11-28T15:30:00Z' },
      // 01:00 UTC on the 29th is 22:00 of the 28th in Chile (UTC−3 in summer).
      { id: 2, eaten_at: '2026-11-29T01:00:00Z' },
      { id: 3, eaten_at: '2026-11-28T11:00:00Z' },
      { id: 4, eaten_at: '2026-11-29T12:00:00Z' },
    ];
    const days = byChileDay(entries);
    expect([...days.keys()]).toEqual(['2026-11-28', '2026-11-29']);
    expect(days.get('2026-11-28')?.map((entry) => entry.id)).toEqual([3, 1, 2]);
    expect(days.get('2026-11-29')?.map((entry) => entry.id)).toEqual([4]);
  });
});
