import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { signedInAgent } from '../../../../test/factories';

/** Search boxes PostgreSQL's parser used to choke on (issue 42 §9), on PGlite and PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const ENDPOINTS = [
  '/api/search',
  '/api/resources',
  '/api/videos',
  '/api/courses',
  '/api/courses/search',
  '/api/premiumvideos',
  '/api/admin/videos',
  '/api/admin/courses',
  '/api/admin/resources',
];
const HOSTILE = ['-'.repeat(40), `yoga ${'- '.repeat(45)}`, `${'-('.repeat(45)}`, '-'.repeat(33) + 'agua'];

describe('hostile search text (issue 42 §9)', () => {
  it('answers every catalogue search without a 500, in Spanish when it refuses', async () => {
    const admin = await signedInAgent(ctx.app, { isAdmin: true });
    await ctx.app.usersRepository.update(admin.user.id, { planType: 'prime' });
    for (const url of ENDPOINTS)
      for (const text of HOSTILE) {
        const response = await admin.agent.get(`${url}?q=${encodeURIComponent(text)}`);
        expect(response.statusCode, `${url} ${text}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json().message).toMatch(/[áéíóúñ]|^[A-ZÁÉÍÓÚ¿¡]/);
      }
  });

  it('still finds by a word beside the noise', async () => {
    const member = await signedInAgent(ctx.app);
    const found = await member.agent.get(`/api/courses?q=${encodeURIComponent('---alimentacion')}`);
    expect(found.statusCode).toBe(200);
    const plain = await member.agent.get(
      `/api/courses?q=${encodeURIComponent('alimentacion ' + '- '.repeat(40))}`,
    );
    expect(plain.statusCode).toBe(200);
    expect(plain.json().courses.map((course: { slug: string }) => course.slug)).toContain(
      'alimentacion-consciente',
    );
  });
});
