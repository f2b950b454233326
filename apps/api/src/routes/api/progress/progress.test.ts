import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { memberMeasurements } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, signedInAgent, signedInProfessional } from '../../../../test/factories';

/** Her own measurements and progress (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;
let admin: Agent;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const own = (overrides: Record<string, unknown> = {}) => ({
  client_id: crypto.randomUUID(),
  taken_at: daysAgo(1),
  weight_kg: 70.4,
  waist_cm: 81.5,
  ...overrides,
});

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-progreso', name: 'Camila Progreso' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('her progress', () => {
  it('keeps her measurement once however often it is retried, and charts it with her professional’s', async () => {
    const josefa = await consentingMember(ctx.app);
    await admin.agent.post('/api/admin/care-relationships', {
      member_id: josefa.user.id,
      trainer_id: camila.card.id,
    });
    const inConsultation = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/measurements`, {
      taken_at: daysAgo(20),
      weight_kg: 72.9,
      waist_cm: 84,
    });
    expect(inConsultation.statusCode, inConsultation.body).toBe(201);
    const body = own();
    const first = await josefa.agent.post('/api/progress/measurements', body);
    expect(first.statusCode, first.body).toBe(201);
    expect((await josefa.agent.post('/api/progress/measurements', body)).statusCode).toBe(200);
    const rows = await ctx.database.db
      .select()
      .from(memberMeasurements)
      .where(eq(memberMeasurements.memberId, josefa.user.id));
    expect(rows).toHaveLength(1);

    const list = (await josefa.agent.get('/api/progress/measurements')).json().measurements;
    expect(list.map((row: { source: string; recorded_by: string }) => [row.source, row.recorded_by])).toEqual(
      [
        // The professional's account name, as the factory makes it.
        ['professional', 'Prueba Vitalia'],
        ['member', 'Tú'],
      ],
    );
    const metrics = (await josefa.agent.get('/api/progress/metrics')).json().metrics;
    const weight = metrics.find((metric: { key: string }) => metric.key === 'weight_kg');
    expect(weight).toMatchObject({ label: 'Peso', unit: 'kg', first: 72.9, latest: 70.4 });
    expect(weight.points).toHaveLength(2);

    // Camila sees what she measured at home in her chart; a professional outside her care does not.
    const chart = await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/own-measurements`);
    expect(chart.statusCode, chart.body).toBe(200);
    expect(chart.json().measurements).toEqual([
      expect.objectContaining({ weight_kg: 70.4, source: 'member' }),
    ]);
    const olga = await signedInProfessional(ctx.app, { slug: 'olga-progreso', name: 'Olga Progreso' });
    expect((await olga.agent.get(`/api/trainer/clients/${josefa.user.id}/own-measurements`)).statusCode).toBe(
      404,
    );

    const exported = (await josefa.agent.get('/api/users/export-data')).json();
    expect(exported.own_measurements).toEqual([
      expect.objectContaining({ weight_kg: 70.4, source: 'member' }),
    ]);
  });

  it('refuses bad input in Spanish and keeps nothing; nothing without consent; nobody reads another’s', async () => {
    const member = await consentingMember(ctx.app);
    const cases: [Record<string, unknown>, string][] = [
      [own({ weight_kg: null, waist_cm: null }), M.empty],
      [own({ weight_kg: 401 }), 'Debe estar entre 2 y 400 kg'],
      [own({ taken_at: daysAgo(-1) }), M.takenAtInvalid],
      [own({ taken_at: daysAgo(61) }), M.takenAtInvalid],
      [own({ member_id: 1 }), ''],
    ];
    for (const [body, message] of cases) {
      const response = await member.agent.post('/api/progress/measurements', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect((await member.agent.get('/api/progress/measurements')).json().measurements).toEqual([]);

    const unconsented = await signedInAgent(ctx.app);
    const refused = await unconsented.agent.post('/api/progress/measurements', own());
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.needsConsent]);
    // Another member's measurements never appear in hers.
    expect(
      (await unconsented.agent.get('/api/progress/metrics'))
        .json()
        .metrics.every((metric: { points: unknown[] }) => metric.points.length === 0),
    ).toBe(true);
  });
});
