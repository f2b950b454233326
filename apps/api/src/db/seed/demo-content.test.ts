import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { PLAN_RANK } from '@vitalia/shared/plans';
import { buildTestApp, type TestContext } from '../../../test/helper';
import { courseLessons, courses, videos } from '../schema/index';
import { ffmpegToolsFrom } from '../../plugins/app/videos/ffmpeg';
import { checkCaptions } from '../../plugins/app/videos/videos-service';
import { COURSES, LIVE_CLASSES, TRAINERS, VIDEOS } from './content';
import {
  DEMO_LINE_SECONDS,
  DEMO_VIDEO_SCRIPTS,
  demoCaptions,
  fillDemoVideos,
  renderDemoVideo,
  wrapLine,
} from './demo-videos';
import { readingMinutes } from './lesson-texts';

/** Issue 49 §9 and §11: demo content whose titles, lengths, captions and texts agree. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('demo content that says what it is', () => {
  it('every professional who leads a live class is on the landing’s team (issue 49 §12)', () => {
    const featured = new Set(TRAINERS.filter((trainer) => trainer.isFeatured).map((trainer) => trainer.slug));
    const leaders = [...new Set(LIVE_CLASSES.map((live) => live.trainerSlug))];
    expect(leaders.filter((slug) => !featured.has(slug))).toEqual([]);
  });

  it('captions every demo video in Spanish from its own script, once, even without ffmpeg', async () => {
    const slugs = VIDEOS.map(([slug]) => slug);
    // No ffmpeg: the files wait for a machine that has it, the captions do not.
    await fillDemoVideos(ctx.app, ffmpegToolsFrom('/nonexistent/ffmpeg'));
    const rows = await ctx.database.db.select().from(videos).where(inArray(videos.slug, slugs));
    expect(rows).toHaveLength(VIDEOS.length);
    for (const row of rows) {
      expect(row.captionsPath, row.slug).toMatch(/^video-captions\/[0-9a-f]{32}\.vtt$/);
      const stored = await text(await ctx.app.storage.read(row.captionsPath ?? ''));
      const script = DEMO_VIDEO_SCRIPTS[row.slug as keyof typeof DEMO_VIDEO_SCRIPTS];
      expect(stored).toBe(demoCaptions(script));
      expect(checkCaptions(Buffer.from(stored)).toString()).toBe(stored);
      for (const line of script) expect(stored).toContain(line);
    }
    // A second start keeps what the first wrote (and an admin's own captions would be kept the same way).
    await fillDemoVideos(ctx.app, ffmpegToolsFrom('/nonexistent/ffmpeg'));
    const again = await ctx.database.db.select().from(videos).where(inArray(videos.slug, slugs));
    expect(again.map((row) => row.captionsPath).sort()).toEqual(rows.map((row) => row.captionsPath).sort());
  });

  it('times each caption to its card: six seconds a line, in order', () => {
    const vtt = demoCaptions(['Uno.', 'Dos.']);
    expect(vtt).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:06.000\nUno.\n\n2\n00:00:06.000 --> 00:00:12.000\nDos.\n',
    );
    expect(wrapLine('Gato-vaca en cuatro apoyos: redondea y extiende la espalda', 20)).toEqual([
      'Gato-vaca en cuatro',
      'apoyos: redondea y',
      'extiende la espalda',
    ]);
  });

  it('renders a video as long as its script, with a picture and a (silent) sound track', async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-video-test-'));
    try {
      const script = DEMO_VIDEO_SCRIPTS['movilidad-matinal'];
      const tools = ffmpegToolsFrom(ctx.app.config.FFMPEG_PATH);
      const file = await renderDemoVideo(
        tools,
        folder,
        { slug: 'movilidad-matinal', title: 'Movilidad matinal para empezar el día' },
        script,
      );
      const { stdout } = await promisify(execFile)(tools.ffprobe, [
        '-v',
        'error',
        '-show_entries',
        'format=duration:stream=codec_type',
        '-of',
        'json',
        file,
      ]);
      const probe = JSON.parse(stdout) as { format: { duration: string }; streams: { codec_type: string }[] };
      expect(Number(probe.format.duration)).toBeCloseTo(script.length * DEMO_LINE_SECONDS, 0);
      expect(probe.streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('teaches each demo course with readings of its own and videos about its sections, open to its members', async () => {
    const lessons = await ctx.database.db
      .select({
        courseSlug: courses.slug,
        coursePlan: courses.requiredPlan,
        title: courseLessons.title,
        kind: courseLessons.kind,
        body: courseLessons.body,
        minutes: courseLessons.durationMinutes,
        videoPlan: videos.requiredPlan,
        videoTitle: videos.title,
      })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .leftJoin(videos, eq(videos.id, courseLessons.videoId))
      .where(
        inArray(
          courses.slug,
          COURSES.map((course) => course.slug),
        ),
      );
    const sections = COURSES.flatMap((course) => course.sections.map(([title]) => title));
    const readings = lessons.filter((lesson) => lesson.kind === 'text');
    expect(readings.map((lesson) => lesson.title).sort()).toEqual([...sections].sort());
    for (const reading of readings) {
      expect(reading.body?.length ?? 0, reading.title).toBeGreaterThan(700);
      expect(reading.minutes).toBe(readingMinutes(reading.body ?? ''));
    }
    // No two readings alike: none is a template filled with its title.
    expect(new Set(readings.map((lesson) => lesson.body?.slice(0, 80))).size).toBe(readings.length);
    const videoLessons = lessons.filter((lesson) => lesson.kind === 'video');
    expect(videoLessons.length).toBeGreaterThanOrEqual(4);
    for (const lesson of videoLessons) {
      expect(lesson.title).toBe(`Video: ${lesson.videoTitle}`);
      expect(PLAN_RANK[lesson.videoPlan ?? 'prime']).toBeLessThanOrEqual(PLAN_RANK[lesson.coursePlan]);
    }
  });
});
