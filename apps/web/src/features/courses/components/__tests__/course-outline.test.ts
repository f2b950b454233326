import { describe, expect, it } from 'vitest';
import { moveInOutline } from '../admin/course-outline';

const outline = [
  { id: 1, lessonIds: [10, 11, 12] },
  { id: 2, lessonIds: [20] },
];

describe('moveInOutline', () => {
  it('moves a lesson up among its neighbours', () => {
    expect(moveInOutline(outline, 'l-12', 'l-10')[0]?.lessonIds).toEqual([12, 10, 11]);
  });

  it('moves a lesson into another section, before the lesson it was dropped on', () => {
    const moved = moveInOutline(outline, 'l-11', 'l-20');
    expect(moved).toEqual([
      { id: 1, lessonIds: [10, 12] },
      { id: 2, lessonIds: [11, 20] },
    ]);
  });

  it('puts a lesson dropped on a section at its end', () => {
    expect(moveInOutline(outline, 'l-10', 's-2')[1]?.lessonIds).toEqual([20, 10]);
  });

  it('moves sections, never a section into a lesson, and leaves the input alone', () => {
    expect(moveInOutline(outline, 's-2', 's-1').map((section) => section.id)).toEqual([2, 1]);
    expect(moveInOutline(outline, 's-2', 'l-10')).toBe(outline);
    expect(outline[0]?.lessonIds).toEqual([10, 11, 12]);
  });
});
