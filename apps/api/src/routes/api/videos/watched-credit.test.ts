import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { certificates, videoProgress } from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { courseInputOf, draftCourse, signedInAgent, storedVideo } from '../../../../test/factories';

/** Watched time is credited no faster than the wall clock allows (issue 42 §5), on PGlite and PostgreSQL. */
let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
});
afterAll(() => ctx.close());

/** A published free five-minute team video with a stored file. */
const fiveMinuteVideo = () =>
  storedVideo(ctx.app, admin, { status: 'published', requiredPlan: 'free', seconds: 300 });

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
    const { id: courseId, sectionId, course } = await draftCourse(admin);
    const lesson = (
      await admin.post(`/api/admin/courses/${courseId}/lessons`, {
        section_id: sectionId,
        title: 'El video',
        kind: 'video',
        video_id: id,
      })
    ).json().course.sections[0].lessons[0];
    const published = await admin.put(`/api/admin/courses/${courseId}`, {
      ...courseInputOf(course),
      status: 'published',
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
