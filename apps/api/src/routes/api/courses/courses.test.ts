import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  certificates,
  courseLessons,
  courses,
  grants,
  outboxEmails,
  trainers,
} from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const courseId = async (slug: string) => {
  const [row] = await ctx.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row.id;
};

type Detail = {
  course: { locked: boolean; enrolled: boolean; progress_percent: number | null; completed: boolean };
  sections: {
    id: number;
    lessons: { id: number; kind: string; open: boolean; opens_at: string | null; completed: boolean }[];
  }[];
  continue: { lesson_id: number; position_seconds: number } | null;
  certificate: { code: string } | null;
};

async function premiumAgent() {
  const member = await signedInAgent(ctx.app);
  await ctx.app.usersRepository.update(member.user.id, { planType: 'premium' });
  return member;
}

describe('courses (issue 19)', () => {
  let admin: TestAgent;
  beforeAll(async () => {
    admin = (await signedInAgent(ctx.app, { isAdmin: true })).agent;
  });

  it('lists published courses with premium ones locked for a free plan, and finds them without accents', async () => {
    const free = await signedInAgent(ctx.app);
    const body = (await free.agent.get('/api/courses')).json() as {
      courses: { slug: string; locked: boolean; lessons_count: number }[];
      total: number;
    };
    expect(body.total).toBe(4);
    expect(body.courses.find((course) => course.slug === 'fuerza-en-casa')?.locked).toBe(true);
    const open = body.courses.find((course) => course.slug === 'alimentacion-consciente');
    expect(open).toMatchObject({ locked: false });
    expect(open?.lessons_count).toBeGreaterThanOrEqual(4);
    const found = (await free.agent.get('/api/courses/search?q=alimentacion')).json() as {
      courses: { slug: string }[];
    };
    expect(found.courses.map((course) => course.slug)).toEqual(['alimentacion-consciente']);
    expect((await free.agent.get('/api/courses/featured')).json().courses.length).toBeGreaterThan(0);
    expect((await free.agent.get('/api/courses/categories')).json().categories).toContain('Nutrición');
    expect((await free.agent.get('/api/courses?level=experto')).statusCode).toBe(400);
  });

  it('a free member cannot enrol in a premium course nor open its lessons; the detail shows no content', async () => {
    const free = await signedInAgent(ctx.app);
    const id = await courseId('fuerza-en-casa');
    const refused = await free.agent.post(`/api/courses/${id}/enroll`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PLAN_REQUIRED');
    const detail = (await free.agent.get(`/api/courses/${id}`)).json() as Detail;
    expect(detail.course.locked).toBe(true);
    expect(detail.sections.flatMap((section) => section.lessons).every((lesson) => !lesson.open)).toBe(true);
    const lessonId = detail.sections[0]?.lessons[0]?.id;
    expect((await free.agent.get(`/api/courses/${id}/lessons/${lessonId}`)).statusCode).toBe(403);
  });

  it('enrols once however often she clicks, then opens lessons in order, the drip one only on its day', async () => {
    const member = await signedInAgent(ctx.app);
    const id = await courseId('alimentacion-consciente');
    const first = await Promise.all([1, 2, 3].map(() => member.agent.post(`/api/courses/${id}/enroll`)));
    expect(first.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    const detail = (await member.agent.get(`/api/courses/${id}`)).json() as Detail;
    expect(detail.course).toMatchObject({ enrolled: true, progress_percent: 0 });
    const lessons = detail.sections.flatMap((section) => section.lessons);
    const drip = lessons.filter((lesson) => !lesson.open);
    expect(drip.length).toBeGreaterThan(0);
    expect(drip.every((lesson) => lesson.opens_at !== null)).toBe(true);
    const refused = await member.agent.get(`/api/courses/${id}/lessons/${drip[0]?.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Esta lección se abre el /);

    const reading = lessons.find((lesson) => lesson.kind === 'text' && lesson.open);
    const lesson = (await member.agent.get(`/api/courses/${id}/lessons/${reading?.id}`)).json();
    expect(lesson.lesson).toMatchObject({ kind: 'text', completed: false });
    expect(lesson.lesson.body.length).toBeGreaterThan(50);
    expect(lesson.lesson.next_lesson_id).not.toBeNull();
    // A video lesson answers its playback; an unplayable one (no file yet, as here) answers none.
    const video = lessons.find((candidate) => candidate.kind === 'video' && candidate.open);
    const videoLesson = (await member.agent.get(`/api/courses/${id}/lessons/${video?.id}`)).json();
    expect(videoLesson.lesson.kind).toBe('video');
    expect(videoLesson.playback).toBeNull();
  });

  it('completes on the last lesson with one certificate, whatever races; the certificate verifies publicly', async () => {
    // A small course of its own: two readings.
    const created = await admin.post('/api/admin/courses', {
      title: 'Hidratación inteligente',
      description: 'Cuánta agua, cuándo y cómo.',
      category: 'Nutrición',
      level: 'inicial',
      required_plan: 'premium',
      status: 'draft',
      featured: false,
      trainer_id: null,
      price_clp: 9990,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().course.id as number;
    const section = (await admin.post(`/api/admin/courses/${id}/sections`, { title: 'Lo básico' })).json()
      .course.sections[0];
    for (const title of ['Por qué el agua importa', 'Señales de deshidratación'])
      await admin.post(`/api/admin/courses/${id}/lessons`, {
        section_id: section.id,
        title,
        kind: 'text',
        body: `${title}: una lectura breve.`,
      });
    const published = await admin.put(`/api/admin/courses/${id}`, {
      ...created.json().course,
      required_plan: 'premium',
      status: 'published',
      featured: false,
      trainer_id: null,
      price_clp: 9990,
    });
    expect(published.statusCode, published.body).toBe(200);

    const member = await premiumAgent();
    expect((await member.agent.post(`/api/courses/${id}/enroll`)).statusCode).toBe(201);
    const detail = (await member.agent.get(`/api/courses/${id}`)).json() as Detail;
    const [one, two] = detail.sections[0]?.lessons ?? [];
    const firstDone = (await member.agent.post(`/api/courses/${id}/lessons/${one?.id}/complete`)).json();
    expect(firstDone).toMatchObject({ lesson_completed: true, course_percent: 50, course_completed: false });
    expect((await member.agent.get(`/api/courses/${id}/certificate`)).statusCode).toBe(404);
    // A double click on the last lesson: one certificate.
    const last = await Promise.all(
      [1, 2, 3].map(() => member.agent.post(`/api/courses/${id}/lessons/${two?.id}/complete`)),
    );
    expect(last.every((response) => response.statusCode === 200)).toBe(true);
    const codes = new Set(last.map((response) => response.json().certificate?.code));
    expect(codes.size).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, member.user.id), eq(certificates.courseId, id)));
    expect(rows).toHaveLength(1);
    const code = rows[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // One e-mail and one bell notice for one certificate, whatever raced.
    await ctx.app.mailer.flush();
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, member.email),
          eq(outboxEmails.subject, 'Tu certificado de «Hidratación inteligente»'),
        ),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/certificados/${code}`);
    const bell = (await member.agent.get('/api/notifications')).json() as {
      notifications: { title: string }[];
    };
    expect(bell.notifications.filter((notice) => notice.title === '¡Curso completado!')).toHaveLength(1);

    const pdf = await member.agent.get(`/api/courses/${id}/certificate`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toMatch(/certificado-hidratacion-inteligente\.pdf/);
    const after = (await member.agent.get(`/api/courses/${id}`)).json() as Detail;
    expect(after.course).toMatchObject({ completed: true, progress_percent: 100 });
    expect(after.certificate?.code).toBe(code);
    expect((await member.agent.get('/api/courses/certificates')).json().certificates[0]).toMatchObject({
      code,
    });

    const anonymous = new TestAgent(ctx.app);
    const verified = await anonymous.get(`/api/certificates/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().certificate).toMatchObject({
      course_title: 'Hidratación inteligente',
      member_name: 'Prueba Vitalia',
    });
    expect(JSON.stringify(verified.json())).not.toMatch(/@|user_id|email/);
    expect((await anonymous.get('/api/certificates/AAAA-BBBB-CCCC')).statusCode).toBe(404);
    // Typed from paper in lower case, it is the same certificate (issue 42 §17).
    const typed = await anonymous.get(`/api/certificates/${String(code).toLowerCase()}`);
    expect(typed.statusCode).toBe(200);
    expect(typed.json().certificate.code).toBe(code);
    expect((await anonymous.get('/api/certificates/nada')).statusCode).toBe(400);
    // Another member cannot fetch her certificate through the course.
    const other = await premiumAgent();
    expect((await other.agent.get(`/api/courses/${id}/certificate`)).statusCode).toBe(404);
  });

  it('a course bought on its own opens at once for a free member, and a refund closes it', async () => {
    const id = await courseId('ansiedad-y-comida');
    const free = await signedInAgent(ctx.app);
    expect((await free.agent.post(`/api/courses/${id}/enroll`)).statusCode).toBe(403);
    const [grant] = await ctx.database.db
      .insert(grants)
      .values({ userId: free.user.id, itemKind: 'course', itemId: id, source: 'order' })
      .returning();
    expect((await free.agent.post(`/api/courses/${id}/enroll`)).statusCode).toBe(201);
    expect(((await free.agent.get(`/api/courses/${id}`)).json() as Detail).course.locked).toBe(false);
    await ctx.database.db
      .update(grants)
      .set({ revokedAt: new Date() })
      .where(eq(grants.id, grant?.id ?? 0));
    expect(((await free.agent.get(`/api/courses/${id}`)).json() as Detail).course.locked).toBe(true);
    const lesson = ((await free.agent.get(`/api/courses/${id}`)).json() as Detail).sections[0]?.lessons[0];
    expect((await free.agent.get(`/api/courses/${id}/lessons/${lesson?.id}`)).statusCode).toBe(403);
  });

  it('admins reorder sections and lessons in one call; a stale or foreign order changes nothing', async () => {
    const id = await courseId('fuerza-en-casa');
    const course = (await admin.get(`/api/admin/courses/${id}`)).json().course as {
      sections: { id: number; lessons: { id: number }[] }[];
    };
    const reversed = [...course.sections].reverse().map((section) => ({
      id: section.id,
      lesson_ids: section.lessons.map((lesson) => lesson.id).reverse(),
    }));
    const saved = await admin.put(`/api/admin/courses/${id}/order`, { sections: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().course.sections.map((section: { id: number }) => section.id)).toEqual(
      reversed.map((s) => s.id),
    );
    // A lesson moved to another section by the order.
    const moved = reversed.map((section, index) =>
      index === 0
        ? { ...section, lesson_ids: [...section.lesson_ids, ...(reversed[1]?.lesson_ids ?? [])] }
        : index === 1
          ? { ...section, lesson_ids: [] }
          : section,
    );
    expect((await admin.put(`/api/admin/courses/${id}/order`, { sections: moved })).statusCode).toBe(200);
    const lessonsNow = await ctx.database.db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, id));
    expect(lessonsNow.filter((lesson) => lesson.sectionId === reversed[0]?.id)).toHaveLength(
      moved[0]?.lesson_ids.length ?? 0,
    );

    const before = (await admin.get(`/api/admin/courses/${id}`)).json().course;
    const missing = await admin.put(`/api/admin/courses/${id}/order`, { sections: moved.slice(1) });
    expect(missing.statusCode).toBe(409);
    const foreign = await admin.put(`/api/admin/courses/${id}/order`, {
      sections: moved.map((section, index) =>
        index === 0 ? { ...section, lesson_ids: [...section.lesson_ids, 999_999] } : section,
      ),
    });
    expect(foreign.statusCode).toBe(409);
    expect((await admin.get(`/api/admin/courses/${id}`)).json().course.sections).toEqual(before.sections);
    const member = await signedInAgent(ctx.app);
    expect(
      (await member.agent.put(`/api/admin/courses/${id}/order`, { sections: reversed })).statusCode,
    ).toBe(403);
  });

  it('refuses bad lessons in Spanish and changes nothing', async () => {
    const id = await courseId('diabetes-tipo-2');
    const course = (await admin.get(`/api/admin/courses/${id}`)).json().course;
    const sectionId = course.sections[0].id;
    const cases: [object, string][] = [
      [{ section_id: sectionId, title: 'Video', kind: 'video' }, 'Elige el video de la lección.'],
      [
        { section_id: sectionId, title: 'Lectura', kind: 'text', body: '  ' },
        'Escribe el texto de la lección.',
      ],
      [{ section_id: sectionId, title: 'Video', kind: 'video', video_id: 999_999 }, 'Ese video no existe.'],
      [{ section_id: 999_999, title: 'Lectura', kind: 'text', body: 'Hola' }, 'No encontramos esa sección.'],
      [
        { section_id: sectionId, title: 'Lectura', kind: 'text', body: 'Hola', drip_days: 400 },
        'Los días para abrir la lección van de 0 a 365.',
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await admin.post(`/api/admin/courses/${id}/lessons`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await admin.get(`/api/admin/courses/${id}`)).json().course.sections).toEqual(course.sections);
  });

  it('one search finds courses, videos and e-books, with or without accents and with a typo', async () => {
    const member = await signedInAgent(ctx.app);
    const search = async (q: string) => {
      const response = await member.agent.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        courses: { items: { title: string }[]; total: number };
        videos: { items: { title: string; locked: boolean }[]; total: number };
        resources: { items: { title: string }[]; total: number };
      };
    };
    expect((await search('ALIMENTACION consciente')).courses.items.map((item) => item.title)).toEqual([
      'Alimentación consciente en 21 días',
    ]);
    expect((await search('respiración')).videos.items.map((item) => item.title)).toEqual([
      'Respiración 4-7-8 para dormir mejor',
    ]);
    expect((await search('legunbres')).resources.items.map((item) => item.title)).toEqual([
      'Recetario de legumbres chilenas',
    ]);
    const everything = await search('nutricion');
    expect(everything.courses.total).toBeGreaterThan(0);
    expect(everything.videos.total).toBeGreaterThan(0);
    // Premium matches come locked, as in each list.
    expect(everything.videos.items.some((item) => item.locked)).toBe(true);
    expect((await member.agent.get('/api/search?q=a')).statusCode).toBe(400);
    expect((await new TestAgent(ctx.app).get('/api/search?q=nutricion')).statusCode).toBe(401);
  });

  it('a professional creates and edits only her own courses, always under her own name', async () => {
    const { signedInProfessional } = await import('../../../../test/factories');
    const { agent: trainer, card } = await signedInProfessional(ctx.app, {
      slug: 'prof-cursos',
      name: 'Profesional Cursos',
    });
    const otherTrainer = (
      await ctx.database.db.select().from(trainers).where(eq(trainers.slug, 'camila-rojas'))
    )[0];
    const created = await trainer.post('/api/trainer/courses', {
      title: 'Cocina para deportistas',
      description: 'Recetas para antes y después de entrenar.',
      category: 'Nutrición',
      level: 'inicial',
      required_plan: 'free',
      status: 'draft',
      featured: false,
      trainer_id: otherTrainer?.id ?? null,
      price_clp: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().course).toMatchObject({ trainer_id: card?.id, trainer_name: 'Profesional Cursos' });
    const list = (await trainer.get('/api/trainer/courses')).json() as { courses: { title: string }[] };
    expect(list.courses.map((course) => course.title)).toEqual(['Cocina para deportistas']);
    const someoneElses = await courseId('diabetes-tipo-2');
    expect((await trainer.get(`/api/trainer/courses/${someoneElses}`)).statusCode).toBe(404);
    expect(
      (
        await trainer.put(`/api/trainer/courses/${someoneElses}/order`, {
          sections: [{ id: 1, lesson_ids: [] }],
        })
      ).statusCode,
    ).toBe(404);
    const targets = await trainer.get('/api/trainer/courses/lesson-targets?kind=video&q=respiracion');
    expect(targets.json().targets.map((target: { title: string }) => target.title)).toEqual([
      'Respiración 4-7-8 para dormir mejor',
    ]);
    expect((await trainer.get('/api/admin/courses')).statusCode).toBe(403);
    const member = await signedInAgent(ctx.app);
    expect((await member.agent.get('/api/trainer/courses')).statusCode).toBe(403);
  });
});
