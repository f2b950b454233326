import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { certificates, courseLessons, lessonCompletions } from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import { courseInputOf, draftCourse, signedInAgent } from '../../../../test/factories';

/** A course's last lesson and its certificate (issue 43 §6), on PGlite and PostgreSQL. */
let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
});
afterAll(() => ctx.close());

describe('completion and certificate together (issue 43 §6)', () => {
  it('every lesson done without a certificate (a kill between the two) is certified when she opens the course', async () => {
    const { id, sectionId, course } = await draftCourse(admin);
    for (const title of ['Primera lectura', 'Segunda lectura'])
      await admin.post(`/api/admin/courses/${id}/lessons`, {
        section_id: sectionId,
        title,
        kind: 'text',
        body: title,
      });
    await admin.put(`/api/admin/courses/${id}`, { ...courseInputOf(course), status: 'published' });
    const member = await signedInAgent(ctx.app);
    await member.agent.post(`/api/courses/${id}/enroll`);
    const lessons = await ctx.database.db.select().from(courseLessons).where(eq(courseLessons.courseId, id));
    // What a process killed after the last lesson's row, before the certificate, used to leave.
    await ctx.database.db
      .insert(lessonCompletions)
      .values(lessons.map((lesson) => ({ userId: member.user.id, lessonId: lesson.id, courseId: id })));
    const detail = (await member.agent.get(`/api/courses/${id}`)).json();
    expect(detail.course).toMatchObject({ progress_percent: 100, completed: true });
    expect(detail.certificate?.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const issued = await ctx.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.userId, member.user.id));
    expect(issued).toHaveLength(1);
    // Reading it again issues nothing more.
    await member.agent.get(`/api/courses/${id}`);
    expect(
      await ctx.database.db.select().from(certificates).where(eq(certificates.userId, member.user.id)),
    ).toHaveLength(1);
  });
});
