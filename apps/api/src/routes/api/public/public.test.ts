import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseLessons, courses, trainers } from '../../../db/schema/index';
import { buildTestApp, TestAgent, type TestContext } from '../../../../test/helper';

/** The storefront's API (issue 48 §1): read without an account, nothing personal in it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/public', () => {
  it('answers the plans and their prices to a visitor, cacheable, without setting a cookie', async () => {
    const visitor = new TestAgent(ctx.app);
    const response = await visitor.get('/api/public/plans');
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const plans = response.json().plans as { code: string; monthly_price: number; features: string[] }[];
    expect(plans.map((plan) => plan.code)).toEqual(['free', 'premium', 'prime']);
    expect(plans[0]?.monthly_price).toBe(0);
    expect(plans.every((plan) => plan.features.length > 0)).toBe(true);
  });

  it('answers every active professional with her registration number, and none that left', async () => {
    const [left] = await ctx.database.db.select().from(trainers).limit(1);
    if (!left) throw new Error('the demo seed has a team');
    await ctx.database.db.update(trainers).set({ isActive: false }).where(eq(trainers.id, left.id));
    const team = (await new TestAgent(ctx.app).get('/api/public/team')).json().professionals as {
      id: number;
      registry_number: string | null;
    }[];
    expect(team.length).toBeGreaterThan(0);
    expect(team.map((professional) => professional.id)).not.toContain(left.id);
    expect(team.some((professional) => professional.registry_number)).toBe(true);
    // Nothing about her account: no e-mail, no user id.
    expect(JSON.stringify(team)).not.toMatch(/@|user_id/);
    await ctx.database.db.update(trainers).set({ isActive: true }).where(eq(trainers.id, left.id));
  });

  it('lists the published courses with their price, and a course’s sales page without any lesson’s content', async () => {
    const db = ctx.database.db;
    const [draft] = await db.select().from(courses).limit(1);
    if (!draft) throw new Error('the demo seed has courses');
    await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft.id));
    const visitor = new TestAgent(ctx.app);
    const listed = await visitor.get('/api/public/courses');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['set-cookie']).toBeUndefined();
    const list = listed.json().courses as {
      slug: string;
      price_clp: number | null;
      product_id: number | null;
      lessons_count: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((course) => course.slug)).not.toContain(draft.slug);
    expect(list.some((course) => course.price_clp !== null)).toBe(true);
    // Sold on its own: the product that sells it comes with its price, and only then.
    for (const course of list) expect(course.product_id === null).toBe(course.price_clp === null);
    expect(JSON.stringify(list)).not.toMatch(/enrolled|progress|@/);

    const sold = list.find((course) => course.lessons_count > 0) ?? list[0];
    if (!sold) throw new Error('no course');
    const page = await visitor.get(`/api/public/courses/${sold.slug}`);
    expect(page.statusCode).toBe(200);
    const detail = page.json() as { course: { slug: string }; sections: { lessons: object[] }[] };
    expect(detail.course.slug).toBe(sold.slug);
    const lessons = detail.sections.flatMap((section) => section.lessons);
    expect(lessons.length).toBe(sold.lessons_count);
    // Titles, kinds and minutes only: no body, no video or e-book to open.
    for (const lesson of lessons)
      expect(Object.keys(lesson).sort()).toEqual(['duration_minutes', 'kind', 'title']);
    const [withBody] = await db.select().from(courseLessons).limit(1);
    if (withBody?.body) expect(page.body).not.toContain(withBody.body.slice(0, 40));

    expect((await visitor.get(`/api/public/courses/${draft.slug}`)).statusCode).toBe(404);
    expect((await visitor.get('/api/public/courses/no-existe')).json().message).toBe(
      'No encontramos ese curso.',
    );
    expect((await visitor.get('/api/public/courses/..%2Fadmin')).statusCode).toBe(400);
    await db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft.id));
  });

  it('tells search engines the storefront and every published course, and keeps them out of the rest', async () => {
    const db = ctx.database.db;
    const [draft] = await db.select().from(courses).limit(1);
    if (!draft) throw new Error('the demo seed has courses');
    await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft.id));
    const visitor = new TestAgent(ctx.app);
    const robots = await visitor.get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await visitor.get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.headers['set-cookie']).toBeUndefined();
    for (const page of ['/planes', '/cursos', '/equipo', '/reservar'])
      expect(sitemap.body).toContain(`${page}</loc>`);
    const published = (await visitor.get('/api/public/courses')).json().courses as { slug: string }[];
    for (const course of published) expect(sitemap.body).toContain(`/cursos/${course.slug}</loc>`);
    expect(sitemap.body).not.toContain(`/cursos/${draft.slug}<`);
    await db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft.id));
  });
});
