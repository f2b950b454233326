import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, resources, videos } from '../../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../../test/helper';
import {
  courseInputOf,
  draftCourse,
  signedInAgent,
  signedInProfessional,
  storedVideo,
} from '../../../../test/factories';

let ctx: TestContext;
let admin: TestAgent;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
});
afterAll(() => ctx.close());

/** A team video with a stored file (a few bytes stand in for the clip), in the status asked for. */
const teamVideo = (status: 'draft' | 'published', requiredPlan: 'free' | 'premium' | 'prime') =>
  storedVideo(ctx.app, admin, { status, requiredPlan });

/** A team e-book with a stored PDF, in the status asked for. */
async function storedEbook(status: 'draft' | 'published', requiredPlan: 'free' | 'premium' | 'prime') {
  const stored = await ctx.app.storage.write(
    `resources/lesson-target-${status}-${requiredPlan}-${Date.now()}.pdf`,
    Readable.from([Buffer.from('%PDF-1.4 draft')]),
  );
  const [row] = await ctx.database.db
    .insert(resources)
    .values({
      slug: `ebook-${status}-${requiredPlan}-${Date.now()}`,
      title: `E-book ${status} ${requiredPlan}`,
      description: 'Un e-book de prueba.',
      category: 'Nutrición',
      filePath: stored.key,
      requiredPlan,
      status,
    })
    .returning({ id: resources.id });
  return row?.id ?? 0;
}

/** A professional's free course with one section, created through her own tools. */
const professionalCourse = async (agent: TestAgent, title: string) => {
  const { id, sectionId, course } = await draftCourse(agent, { title }, '/api/trainer/courses');
  return { id, sectionId, body: course };
};

const publish = (agent: TestAgent, id: number, body: Record<string, unknown>) =>
  agent.put(`/api/trainer/courses/${id}`, { ...courseInputOf(body), status: 'published' });

describe('what a lesson may point at (issue 42 §1, ADR 0059)', () => {
  it('refuses a lesson at a draft video or e-book, and the team’s drafts never reach a member', async () => {
    const camila = await signedInProfessional(ctx.app, { slug: 'prof-lecciones-1', name: 'Profesional Uno' });
    const course = await professionalCourse(camila.agent, 'Curso con borradores');
    const draft = await teamVideo('draft', 'prime');
    const refused = await camila.agent.post(`/api/trainer/courses/${course.id}/lessons`, {
      section_id: course.sectionId,
      title: 'Lección robada',
      kind: 'video',
      video_id: draft,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.video_id).toBe('Elige un video publicado del equipo o uno tuyo.');
    const draftBook = await storedEbook('draft', 'prime');
    const refusedBook = await camila.agent.post(`/api/trainer/courses/${course.id}/lessons`, {
      section_id: course.sectionId,
      title: 'E-book robado',
      kind: 'ebook',
      resource_id: draftBook,
    });
    expect(refusedBook.statusCode).toBe(400);
    expect(refusedBook.json().errors.resource_id).toBe('Elige un e-book publicado del equipo o uno tuyo.');
    // Nor another professional's published video.
    const other = await signedInProfessional(ctx.app, { slug: 'prof-lecciones-2', name: 'Profesional Dos' });
    const hers = await teamVideo('published', 'free');
    await ctx.database.db.update(videos).set({ trainerId: other.card.id }).where(eq(videos.id, hers));
    const foreign = await camila.agent.post(`/api/trainer/courses/${course.id}/lessons`, {
      section_id: course.sectionId,
      title: 'Video ajeno',
      kind: 'video',
      video_id: hers,
    });
    expect(foreign.statusCode).toBe(400);
    // The picker offers neither.
    const targets = (await camila.agent.get('/api/trainer/courses/lesson-targets?kind=video')).json()
      .targets as { id: number }[];
    expect(targets.map((target) => target.id)).not.toContain(draft);
    expect(targets.map((target) => target.id)).not.toContain(hers);
  });

  it('a video unpublished after the lesson was saved stops playing, and its progress is refused', async () => {
    const camila = await signedInProfessional(ctx.app, {
      slug: 'prof-lecciones-3',
      name: 'Profesional Tres',
    });
    const course = await professionalCourse(camila.agent, 'Curso que pierde su video');
    const video = await teamVideo('published', 'free');
    const saved = await camila.agent.post(`/api/trainer/courses/${course.id}/lessons`, {
      section_id: course.sectionId,
      title: 'Video del equipo',
      kind: 'video',
      video_id: video,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publish(camila.agent, course.id, course.body)).statusCode).toBe(200);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    const lessonId = saved.json().course.sections[0].lessons[0].id as number;
    const open = (await member.agent.get(`/api/courses/${course.id}/lessons/${lessonId}`)).json();
    expect(open.playback?.url).toMatch(/\/stream\//);

    await ctx.database.db.update(videos).set({ status: 'draft' }).where(eq(videos.id, video));
    const closed = await member.agent.get(`/api/courses/${course.id}/lessons/${lessonId}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().playback).toBeNull();
    const progress = await member.agent.put(`/api/courses/${course.id}/lessons/${lessonId}/progress`, {
      from: 0,
      to: 5,
      position: 5,
    });
    expect(progress.statusCode).toBe(409);
    // The copied address from before stops too: the lesson no longer signs anything for a draft.
    const direct = await ctx.app.videosService
      .playbackForLesson({ id: member.user.id, role: 'member', planType: 'free' }, video)
      .catch((error: { statusCode?: number }) => error.statusCode);
    expect(direct).toBe(409);
  });

  it('a free course opens a premium e-book only when an admin marks the course as granting it', async () => {
    const camila = await signedInProfessional(ctx.app, {
      slug: 'prof-lecciones-4',
      name: 'Profesional Cuatro',
    });
    const course = await professionalCourse(camila.agent, 'Curso con e-book premium');
    const book = await storedEbook('published', 'premium');
    const saved = await camila.agent.post(`/api/trainer/courses/${course.id}/lessons`, {
      section_id: course.sectionId,
      title: 'Lectura premium',
      kind: 'ebook',
      resource_id: book,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await publish(camila.agent, course.id, course.body);
    expect(published.statusCode).toBe(200);
    const lessonId = saved.json().course.sections[0].lessons[0].id as number;
    const member = await signedInAgent(ctx.app);
    await member.agent.post(`/api/courses/${course.id}/enroll`);
    const locked = await member.agent.get(`/api/courses/${course.id}/lessons/${lessonId}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('PLAN_REQUIRED');
    expect(locked.body).not.toContain('read_url');
    expect(
      (await member.agent.post(`/api/courses/${course.id}/lessons/${lessonId}/complete`)).statusCode,
    ).toBe(403);

    // She cannot mark her own course as granting: the value is ignored.
    const own = await camila.agent.put(`/api/trainer/courses/${course.id}`, {
      ...courseInputOf(published.json().course),
      grants_content: true,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().course.grants_content).toBe(false);
    expect((await member.agent.get(`/api/courses/${course.id}/lessons/${lessonId}`)).statusCode).toBe(403);

    // An admin can.
    const granted = await admin.put(`/api/admin/courses/${course.id}`, {
      ...courseInputOf(published.json().course),
      grants_content: true,
    });
    expect(granted.json().course.grants_content).toBe(true);
    const opened = await member.agent.get(`/api/courses/${course.id}/lessons/${lessonId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().read_url).toBeTruthy();
  });
});

describe('a professional’s course stays hers (issue 42 §2)', () => {
  it('ignores the trainer_id of her edits: neither another professional nor nobody', async () => {
    const camila = await signedInProfessional(ctx.app, { slug: 'prof-duena-1', name: 'Profesional Dueña' });
    const other = await signedInProfessional(ctx.app, { slug: 'prof-duena-2', name: 'Profesional Otra' });
    const course = await professionalCourse(camila.agent, 'Curso que no se regala');
    for (const trainerId of [other.card.id, null]) {
      const edited = await camila.agent.put(`/api/trainer/courses/${course.id}`, {
        ...courseInputOf(course.body),
        trainer_id: trainerId,
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const [row] = await ctx.database.db.select().from(courses).where(eq(courses.id, course.id));
      expect(row?.trainerId).toBe(camila.card.id);
    }
    expect((await camila.agent.get(`/api/trainer/courses/${course.id}`)).statusCode).toBe(200);
  });
});
