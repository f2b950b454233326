import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  catalogueVersion,
  courseLessons,
  courses,
  grants,
  products,
  resources,
  trainers,
  videoProgress,
  videos,
} from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type VideoList = {
  videos: { id: number; slug: string; title: string; locked: boolean; progress: unknown }[];
  total: number;
};
type CourseList = {
  courses: { id: number; slug: string; lessons_count: number; trainer: { name: string } | null }[];
};
type EbookList = {
  resources: { id: number; slug: string; locked: boolean; product: { price_clp: number } | null }[];
};

const version = async () => {
  const [row] = await ctx.database.db.select().from(catalogueVersion);
  return row?.version ?? -1;
};

/**
 * ADR 0044: list pages are remembered per instance under the catalogue version. The writes below go straight
 * to the database, as another instance (or a job, or an admin's SQL) would make them: this instance learns
 * of them only through the version.
 */
describe('catalogue pages remembered under the catalogue version (ADR 0044)', () => {
  it('never serves a page that changed on another instance: titles, new, unpublished, lessons, trainer, price', async () => {
    const member = await signedInAgent(ctx.app);
    const db = ctx.database.db;
    const first = (await member.agent.get('/api/videos')).json() as VideoList;
    const again = (await member.agent.get('/api/videos')).json() as VideoList;
    expect(again).toEqual(first);
    const target = first.videos[0];
    if (!target) throw new Error('no demo video');

    await db
      .update(videos)
      .set({ title: 'Título cambiado en otra instancia' })
      .where(eq(videos.id, target.id));
    const renamed = (await member.agent.get('/api/videos')).json() as VideoList;
    expect(renamed.videos.find((video) => video.id === target.id)?.title).toBe(
      'Título cambiado en otra instancia',
    );

    await db.insert(videos).values({
      slug: 'nuevo-en-otra-instancia',
      title: 'Nuevo en otra instancia',
      description: 'Publicado por otra instancia.',
      category: 'Nutrición',
      requiredPlan: 'free',
      status: 'published',
      publishedAt: new Date(Date.now() + 60_000),
    });
    const added = (await member.agent.get('/api/videos')).json() as VideoList;
    expect(added.total).toBe(first.total + 1);
    expect(added.videos[0]?.slug).toBe('nuevo-en-otra-instancia');

    await db.update(videos).set({ status: 'draft' }).where(eq(videos.slug, 'nuevo-en-otra-instancia'));
    const hidden = (await member.agent.get('/api/videos')).json() as VideoList;
    expect(hidden.total).toBe(first.total);
    expect(hidden.videos.map((video) => video.slug)).not.toContain('nuevo-en-otra-instancia');

    const listedCourses = (await member.agent.get('/api/courses')).json() as CourseList;
    const course = listedCourses.courses.find((row) => row.trainer !== null);
    if (!course) throw new Error('no demo course with a trainer');
    const [lesson] = await db
      .select()
      .from(courseLessons)
      .where(eq(courseLessons.courseId, course.id))
      .limit(1);
    if (!lesson) throw new Error('no demo lesson');
    await db.insert(courseLessons).values({
      courseId: course.id,
      sectionId: lesson.sectionId,
      position: 99,
      kind: 'text',
      title: 'Lección agregada en otra instancia',
      body: 'Texto.',
      durationMinutes: 5,
    });
    const [courseRow] = await db.select().from(courses).where(eq(courses.id, course.id));
    await db
      .update(trainers)
      .set({ name: 'Nombre nuevo' })
      .where(eq(trainers.id, courseRow?.trainerId ?? 0));
    const changedCourses = (await member.agent.get('/api/courses')).json() as CourseList;
    const changed = changedCourses.courses.find((row) => row.id === course.id);
    expect(changed?.lessons_count).toBe(course.lessons_count + 1);
    expect(changed?.trainer?.name).toBe('Nombre nuevo');

    const ebooks = (await member.agent.get('/api/resources')).json() as EbookList;
    const ebook = ebooks.resources.find((row) => row.product === null);
    if (!ebook) throw new Error('no demo e-book off sale');
    await db.insert(products).values({
      slug: 'ebook-suelto-otra-instancia',
      kind: 'ebook',
      name: 'E-book suelto',
      description: 'A la venta.',
      priceClp: 4990,
      resourceId: ebook.id,
      isActive: true,
    });
    const priced = (await member.agent.get('/api/resources')).json() as EbookList;
    expect(priced.resources.find((row) => row.id === ebook.id)?.product?.price_clp).toBe(4990);
  });

  it("shares the page, never one member's progress or grants; a revoked grant locks at once", async () => {
    const db = ctx.database.db;
    const reader = await signedInAgent(ctx.app);
    const other = await signedInAgent(ctx.app);
    const listed = (await reader.agent.get('/api/resources')).json() as EbookList;
    const locked = listed.resources.find((row) => row.locked);
    if (!locked) throw new Error('no premium e-book in the demo');
    const [grant] = await db
      .insert(grants)
      .values({ userId: reader.user.id, itemKind: 'ebook', itemId: locked.id, source: 'plan' })
      .returning();
    const before = await version();
    const granted = (await reader.agent.get('/api/resources')).json() as EbookList;
    expect(granted.resources.find((row) => row.id === locked.id)?.locked).toBe(false);
    const notHers = (await other.agent.get('/api/resources')).json() as EbookList;
    expect(notHers.resources.find((row) => row.id === locked.id)?.locked).toBe(true);
    // A grant is not catalogue: the page stayed remembered, the lock came from her own state.
    expect(await version()).toBe(before);

    await db
      .update(grants)
      .set({ revokedAt: new Date() })
      .where(eq(grants.id, grant?.id ?? 0));
    const revoked = (await reader.agent.get('/api/resources')).json() as EbookList;
    expect(revoked.resources.find((row) => row.id === locked.id)?.locked).toBe(true);

    const list = (await reader.agent.get('/api/videos')).json() as VideoList;
    const watched = list.videos.find((video) => !video.locked);
    if (!watched) throw new Error('no free video');
    await db.insert(videoProgress).values({
      userId: reader.user.id,
      videoId: watched.id,
      positionSeconds: 30,
      watchedSeconds: 30,
      watched: [[0, 30]],
    });
    const hers = (await reader.agent.get('/api/videos')).json() as VideoList;
    expect(hers.videos.find((video) => video.id === watched.id)?.progress).not.toBeNull();
    const theirs = (await other.agent.get('/api/videos')).json() as VideoList;
    expect(theirs.videos.find((video) => video.id === watched.id)?.progress).toBeNull();
  });

  it('reads a changed page once however many ask at once, and bumps the version once per transaction', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => signedInAgent(ctx.app)));
    await members[0]?.agent.get('/api/courses?level=inicial');
    const before = await version();
    await ctx.database.db.transaction(async (tx) => {
      await tx.update(courses).set({ description: sql`${courses.description} || ' '` });
      await tx.update(videos).set({ description: sql`${videos.description} || ' '` });
      await tx.update(resources).set({ description: sql`${resources.description} || ' '` });
    });
    expect(await version()).toBe(before + 1);

    const reads = vi.spyOn(ctx.app.coursesRepository, 'listPublished');
    try {
      const answers = await Promise.all(
        members.flatMap((member) => [1, 2, 3, 4].map(() => member.agent.get('/api/courses?level=inicial'))),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('two writers changing the catalogue at once both commit (the version row is taken at commit only)', async () => {
    const db = ctx.database.db;
    const rows = await db.select({ id: videos.id }).from(videos).limit(2);
    const [a, b] = rows.map((row) => row.id);
    if (a === undefined || b === undefined) throw new Error('two videos needed');
    const before = await version();
    const write = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.update(videos).set({ category: 'Nutrición' }).where(eq(videos.id, first));
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.update(courses).set({ category: courses.category });
        await tx.update(videos).set({ category: 'Nutrición' }).where(eq(videos.id, second));
      });
    const results = await Promise.allSettled([write(a, a), write(b, b), write(a, a)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await version()).toBe(before + 3);
  });

  it('answers a page past the end, and a search that finds nothing, from the version alone', async () => {
    const member = await signedInAgent(ctx.app);
    for (let i = 0; i < 2; i++) {
      const past = (await member.agent.get('/api/videos?page=900')).json() as VideoList;
      expect(past.videos).toEqual([]);
      const none = (await member.agent.get('/api/search?q=zzzzqqq')).json() as { courses: { total: number } };
      expect(none.courses.total).toBe(0);
    }
  });
});
