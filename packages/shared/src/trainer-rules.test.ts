import { describe, expect, it } from 'vitest';
import { introVideoEmbedUrl } from './trainer-rules';
import { TrainerCardSchema } from './trainers';

describe('introVideoEmbedUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL0123',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('turns %s into its embed address', (raw, embed) => {
    expect(introVideoEmbedUrl(raw)).toBe(embed);
  });

  it.each([
    // The demo placeholders that used to show a button leading to YouTube's error page.
    'https://www.youtube-nocookie.com/embed/videoseries?list=PLvitalia-camila',
    'https://www.youtube.com/@vitalia',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.cl/watch?v=dQw4w9WgXcQ',
    'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'no es un enlace',
    '',
    null,
  ])('is no video for %s', (raw) => {
    expect(introVideoEmbedUrl(raw)).toBeNull();
  });

  it('the admin form stores the embed address, clears on empty and refuses anything else in Spanish', () => {
    expect(
      TrainerCardSchema.parse({ intro_video_url: ' https://youtu.be/dQw4w9WgXcQ ' }).intro_video_url,
    ).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(TrainerCardSchema.parse({ intro_video_url: '' }).intro_video_url).toBeNull();
    const bad = TrainerCardSchema.safeParse({
      intro_video_url: 'https://www.youtube.com/playlist?list=PL1',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      'Pega el enlace de un video de YouTube o Vimeo (no una lista ni un canal).',
    );
  });
});
