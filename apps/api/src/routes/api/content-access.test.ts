/**
 * Issue 19's access matrix, generated from the policy: every persona × every kind of item, for the calls
 * that hand out content (video playback, e-book download, course enrolment and lesson). The expectation
 * comes from the rule (admin, own trainer, plan order, grant), not from a list typed by hand.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PLAN_TYPES, type PlanType } from '@vitalia/shared/plans';
import {
  courseLessons,
  courseSections,
  courses,
  grants,
  resources,
  trainers,
  videos,
} from '../../db/schema/index';
import { buildTestApp, type TestAgent, type TestContext } from '../../../test/helper';
import { createUser, signedInAgent } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Persona = 'free' | 'premium' | 'prime' | 'buyer' | 'non-buyer' | 'trainer' | 'admin';
const PERSONAS: Persona[] = ['free', 'premium', 'prime', 'buyer', 'non-buyer', 'trainer', 'admin'];
type Item = { label: string; plan: PlanType; sold: boolean };
const ITEMS: Item[] = [
  ...PLAN_TYPES.map((plan) => ({ label: plan, plan, sold: false })),
  { label: 'premium, sold on its own', plan: 'premium' as const, sold: true },
];
const RANK: Record<PlanType, number> = { free: 0, premium: 1, prime: 2 };

/** The policy, restated: who may open an item. */
function opens(persona: Persona, item: Item, kind: 'video' | 'ebook' | 'course'): boolean {
  if (persona === 'admin') return true;
  if (persona === 'trainer') return kind === 'course' || item.plan === 'free'; // her own courses; a plain member otherwise
  if (persona === 'buyer') return item.plan === 'free' || item.sold;
  const plan: PlanType = persona === 'premium' || persona === 'prime' ? persona : 'free';
  return RANK[plan] >= RANK[item.plan];
}

describe('content access matrix (issue 19)', () => {
  const agents = new Map<Persona, TestAgent>();
  const ids: { video: number[]; ebook: number[]; course: number[]; lesson: number[] } = {
    video: [],
    ebook: [],
    course: [],
    lesson: [],
  };

  beforeAll(async () => {
    const db = ctx.database.db;
    const clip = await ctx.app.storage.write(
      'video-sources/access-matrix-clip.mp4',
      Readable.from([Buffer.alloc(2048, 1)]),
    );
    const pdf = await ctx.app.storage.write(
      'resources/access-matrix-book.pdf',
      Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]),
    );
    const trainerUser = await createUser(ctx.app, { role: 'trainer' });
    const [trainer] = await db
      .insert(trainers)
      .values({
        slug: 'matrix-trainer',
        name: 'Profesional Matriz',
        specialization: 'Nutrición',
        experienceYears: 3,
        userId: trainerUser.user.id,
      })
      .returning();
    for (const [index, item] of ITEMS.entries()) {
      const text = { title: `Matriz ${item.label}`, description: 'Para la matriz.', category: 'Matriz' };
      const [video] = await db
        .insert(videos)
        .values({
          ...text,
          slug: `matrix-v-${index}`,
          requiredPlan: item.plan,
          sourcePath: clip.key,
          processing: 'ready',
          durationSeconds: 10,
        })
        .returning();
      const [ebook] = await db
        .insert(resources)
        .values({ ...text, slug: `matrix-r-${index}`, requiredPlan: item.plan, filePath: pdf.key })
        .returning();
      const [course] = await db
        .insert(courses)
        .values({
          ...text,
          slug: `matrix-c-${index}`,
          level: 'inicial',
          requiredPlan: item.plan,
          durationMinutes: 5,
          trainerId: trainer?.id,
        })
        .returning();
      const [section] = await db
        .insert(courseSections)
        .values({ courseId: course?.id ?? 0, position: 1, title: 'Única', body: '' })
        .returning();
      const [lesson] = await db
        .insert(courseLessons)
        .values({
          courseId: course?.id ?? 0,
          sectionId: section?.id ?? 0,
          position: 1,
          title: 'Lectura',
          kind: 'text',
          body: 'Hola.',
        })
        .returning();
      ids.video.push(video?.id ?? 0);
      ids.ebook.push(ebook?.id ?? 0);
      ids.course.push(course?.id ?? 0);
      ids.lesson.push(lesson?.id ?? 0);
    }
    for (const persona of PERSONAS) {
      if (persona === 'trainer') {
        const agent = (await import('../../../test/helper')).TestAgent;
        const trainerAgent = new agent(ctx.app);
        await trainerAgent.post('/api/auth/login', {
          email: trainerUser.email,
          password: trainerUser.password,
        });
        agents.set(persona, trainerAgent);
        continue;
      }
      const member = await signedInAgent(ctx.app, { isAdmin: persona === 'admin' });
      if (persona === 'premium' || persona === 'prime')
        await ctx.app.usersRepository.update(member.user.id, { planType: persona });
      if (persona === 'buyer') {
        const sold = ITEMS.findIndex((item) => item.sold);
        await db.insert(grants).values([
          { userId: member.user.id, itemKind: 'video', itemId: ids.video[sold] ?? 0, source: 'order' },
          { userId: member.user.id, itemKind: 'ebook', itemId: ids.ebook[sold] ?? 0, source: 'order' },
          { userId: member.user.id, itemKind: 'course', itemId: ids.course[sold] ?? 0, source: 'order' },
        ]);
      }
      agents.set(persona, member.agent);
    }
    expect(await db.select().from(videos).where(eq(videos.slug, 'matrix-v-0'))).toHaveLength(1);
  });

  it('answers every persona and item exactly as the policy says', async () => {
    const mismatches: string[] = [];
    for (const persona of PERSONAS) {
      const agent = agents.get(persona);
      if (!agent) throw new Error(persona);
      for (const [index, item] of ITEMS.entries()) {
        const check = (what: string, status: number, expected: boolean) => {
          const allowed = status >= 200 && status < 300;
          if (allowed !== expected || (!allowed && status !== 403))
            mismatches.push(
              `${persona} × ${item.label}: ${what} answered ${status}, expected ${expected ? '2xx' : '403'}`,
            );
        };
        const playback = await agent.post(`/api/videos/${ids.video[index]}/playback`);
        check('video playback', playback.statusCode, opens(persona, item, 'video'));
        if (playback.statusCode !== 200) expect(playback.body).not.toMatch(/\/stream\//);
        const download = await agent.post(`/api/resources/${ids.ebook[index]}/download`);
        check('e-book download', download.statusCode, opens(persona, item, 'ebook'));
        const courseId = ids.course[index];
        const enrol = await agent.post(`/api/courses/${courseId}/enroll`);
        check('course enrolment', enrol.statusCode, opens(persona, item, 'course'));
        const lesson = await agent.get(`/api/courses/${courseId}/lessons/${ids.lesson[index]}`);
        check('course lesson', lesson.statusCode, opens(persona, item, 'course'));
        if (lesson.statusCode !== 200) expect(lesson.body).not.toContain('Hola.');
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);
});
