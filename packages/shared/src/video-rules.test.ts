import { describe, expect, it } from 'vitest';
import {
  creditAllowance,
  isComplete,
  mergeCredited,
  mergeWatched,
  percentWatched,
  watchedSeconds,
} from './video-rules';
import { embedUrlOf, formatDuration, VideoInputSchema } from './videos';

describe('mergeWatched', () => {
  it('merges overlapping and touching tramos and keeps gaps', () => {
    let watched = mergeWatched([], 0, 10, 100);
    watched = mergeWatched(watched, 30, 40, 100);
    watched = mergeWatched(watched, 9.5, 20, 100);
    expect(watched).toEqual([
      [0, 20],
      [30, 40],
    ]);
    expect(watchedSeconds(mergeWatched(watched, 20, 30, 100))).toBe(40);
  });

  it('does not count seeking to the end as watching the video', () => {
    const watched = mergeWatched(mergeWatched([], 0, 5, 100), 95, 100, 100);
    expect(watchedSeconds(watched)).toBe(10);
    expect(isComplete(watchedSeconds(watched), 100)).toBe(false);
  });

  it('counts the same tramo watched twice once', () => {
    const once = mergeWatched([], 10, 50, 100);
    expect(watchedSeconds(mergeWatched(once, 10, 50, 100))).toBe(40);
  });

  it('clamps to the length of the video', () => {
    expect(mergeWatched([], 90, 130, 100)).toEqual([[90, 100]]);
    expect(mergeWatched([], 150, 160, 100)).toEqual([]);
  });

  it('completes at 90% watched, not before', () => {
    expect(isComplete(89, 100)).toBe(false);
    expect(isComplete(90, 100)).toBe(true);
    expect(isComplete(10, 0)).toBe(false);
    expect(percentWatched(45, 60)).toBe(75);
  });
});

describe('embedUrlOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed address', (address, embed) => {
    expect(embedUrlOf(address)).toBe(embed);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://youtu.be/<script>',
    'nada',
  ])('refuses %s', (address) => {
    expect(embedUrlOf(address)).toBeNull();
  });

  it('refuses an embed on a premium video, in Spanish', () => {
    const parsed = VideoInputSchema.safeParse({
      title: 'Yoga',
      description: 'Clase',
      category: 'Bienestar',
      required_plan: 'premium',
      status: 'draft',
      embed_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/solo pueden ser gratuitos/);
  });
});

it('formats durations as a player does', () => {
  expect(formatDuration(425)).toBe('7:05');
  expect(formatDuration(3723)).toBe('1:02:03');
});

describe('creditAllowance and mergeCredited (issue 42 §5)', () => {
  it('allows twice the wall clock since her previous report, plus five seconds; a first report one save', () => {
    expect(creditAllowance(0)).toBe(5);
    expect(creditAllowance(0.04)).toBeCloseTo(5.08);
    expect(creditAllowance(60)).toBe(125);
    expect(creditAllowance(null)).toBe(35);
    expect(creditAllowance(-3)).toBe(5);
  });

  it('cuts a tramo short where its new seconds pass the allowance', () => {
    expect(mergeCredited([], 0, 120, 300, 35)).toEqual([[0, 35]]);
    expect(mergeCredited([[0, 35]], 120, 240, 300, 5)).toEqual([
      [0, 35],
      [120, 125],
    ]);
  });

  it('charges nothing for seconds already watched', () => {
    const watched: [number, number][] = [[0, 100]];
    expect(mergeCredited(watched, 0, 100, 300, 0)).toEqual([[0, 100]]);
    expect(mergeCredited(watched, 50, 110, 300, 5)).toEqual([[0, 105]]);
  });

  it('lets a tramo that fits through whole', () => {
    expect(mergeCredited([], 10, 40, 300, 35)).toEqual(mergeWatched([], 10, 40, 300));
  });
});
