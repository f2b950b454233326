import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { certificates, videoProgress, videos } from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { draftVideo, signedInAgent } from '../../../../test/factories';

/** Watched time is credited no faster than the wall clock allows (issue 42 §5), on PGlite and PostgreSQL. */
let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
});
afterAll(() => ctx.close());

/** A published free five-minute team video with a stored file. */
async function fiveMinuteVideo() {
  const video = await draftVideo(admin, { title: `Cinco minutos ${Date.now()}` });
  const stored = await ctx.app.storage.write(
    `video-sources/credit-${video.id}.mp4`,
    Readable.from([Buffer.from('clip')]),
  );
  await ctx.database.db
    .update(videos)
    .set({ sourcePath: stored.key, status: 'published', processing: 'ready', durationSeconds: 300 })
    .where(eq(videos.id, video.id));
  return video.id;
}

/** Her previous report, as if it had been `seconds` ago. */
const reportedAgo = (userId: number, videoId: number, seconds: number) =>
  ctx.database.db
    .update(videoProgress)
    .set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)));

const TRAMOS = [
  { from: 0, to: 120, position: 120 },
  { from: 120, to: 240, position: 240 },
  { from: 240, to: 300, position: 300 },
];

describe('watched time and the wall clock (issue 42 §5)', () => {
  it('three reports within milliseconds do not complete a five-minute video; reports in real time do', async () => {
    const id = await fiveMinuteVideo();
    const { agent, user } = await signedInAgent(ctx.app);
    let progress = { watched_seconds: 0, completed: false };
    for (const tramo of TRAMOS)
      progress = (await agent.put(`/api/videos/${id}/progress`, tramo)).json().progress;
    expect(progress.completed).toBe(false);
    expect(progress.watched_seconds).toBeLessThan(60);

    // The same tramos, each a minute after the previous report (as a player at 2× would send them).
    for (const tramo of TRAMOS) {
      await reportedAgo(user.id, id, 60);
      progress = (await agent.put(`/api/videos/${id}/progress`, tramo)).json().progress;
    }
    expect(progress).toMatchObject({ watched_seconds: 300, completed: true });
  });

  it('a course video lesson raced to its end gives no certificate', async () => {
    const id = await fiveMinuteVideo();
    const created = await admin.post('/api/admin/courses', {
      title: `Curso de un video ${Date.now()}`,
      description: 'Una sola lección en video.',
      category: 'Nutrición',
      level: 'inicial',
      required_plan: 'free',
      status: 'draft',
      featured: false,
      trainer_id: null,
      price_clp: null,
    });
    const courseId = created.json().course.id as number;
    const section = (await admin.post(`/api/admin/courses/${courseId}/sections`, { title: 'Único' })).json()
      .course.sections[0];
    const lesson = (
      await admin.post(`/api/admin/courses/${courseId}/lessons`, {
        section_id: section.id,
        title: 'El video',
        kind: 'video',
        video_id: id,
      })
    ).json().course.sections[0].lessons[0];
    const body = created.json().course;
    const published = await admin.put(`/api/admin/courses/${courseId}`, {
      title: body.title,
      description: body.description,
      category: body.category,
      level: body.level,
      required_plan: body.required_plan,
      status: 'published',
      featured: false,
      trainer_id: null,
      price_clp: null,
    });
    expect(published.statusCode, published.body).toBe(200);
    const { agent, user } = await signedInAgent(ctx.app);
    expect((await agent.post(`/api/courses/${courseId}/enroll`)).statusCode).toBe(201);
    const answers = [];
    for (const tramo of TRAMOS)
      answers.push((await agent.put(`/api/courses/${courseId}/lessons/${lesson.id}/progress`, tramo)).json());
    expect(answers.at(-1)).toMatchObject({
      lesson_completed: false,
      course_completed: false,
      certificate: null,
    });
    const issued = await ctx.database.db.select().from(certificates).where(eq(certificates.userId, user.id));
    expect(issued).toEqual([]);
  });
});
