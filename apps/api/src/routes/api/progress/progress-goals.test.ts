import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROGRESS_MESSAGES as M } from '@vitalia/shared/messages/progress';
import { CUSTOM_MEASURES_MAX } from '@vitalia/shared/progress-goals';
import { auditLog, customMeasures, customMeasureValues, measureGoals } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import { consentingMember, inCare, signedInAgent, signedInProfessional } from '../../../../test/factories';

/** Goals, custom measures and the progress CSV (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
let camila: Awaited<ReturnType<typeof signedInProfessional>>;
let olga: Awaited<ReturnType<typeof signedInProfessional>>;
let admin: Agent;

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const value = (amount: number, overrides: Record<string, unknown> = {}) => ({
  client_id: crypto.randomUUID(),
  taken_at: daysAgo(1),
  value: amount,
  ...overrides,
});
type Metric = { key: string; goal: number | null; goal_set_by: string | null; custom_id: number | null };
const metricOf = (metrics: Metric[], key: string) => metrics.find((metric) => metric.key === key);

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-metas', name: 'Camila Metas' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-metas', name: 'Olga Metas' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
});
afterAll(() => ctx.close());

describe('goals', () => {
  it('she and her professional set a goal, drawn with her series; the last one holds; null removes it', async () => {
    const josefa = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    const own = await josefa.agent.put('/api/progress/goals/weight_kg', { target: 65 });
    expect([own.statusCode, own.json().message]).toEqual([200, M.goalSaved]);
    let metrics = (await josefa.agent.get('/api/progress/metrics')).json();
    expect(metricOf(metrics.metrics, 'weight_kg')).toMatchObject({ goal: 65, goal_set_by: 'Tú' });
    // The intake's goal is what the goals start from.
    expect(metrics.intake_goals).toEqual(['Más energía']);

    const byCamila = await camila.agent.put(`/api/trainer/clients/${josefa.user.id}/goals/waist_cm`, {
      target: 78.5,
    });
    expect(byCamila.statusCode, byCamila.body).toBe(200);
    metrics = (await josefa.agent.get('/api/progress/metrics')).json();
    expect(metricOf(metrics.metrics, 'waist_cm')).toMatchObject({
      goal: 78.5,
      goal_set_by: 'Prueba Vitalia',
    });
    const chart = (await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/metrics`)).json();
    expect(metricOf(chart.metrics, 'waist_cm')).toMatchObject({ goal: 78.5, goal_set_by: 'Tú' });
    expect(metricOf(chart.metrics, 'weight_kg')).toMatchObject({ goal: 65 });

    await camila.agent.put(`/api/trainer/clients/${josefa.user.id}/goals/weight_kg`, { target: 66 });
    const rows = await ctx.database.db
      .select()
      .from(measureGoals)
      .where(eq(measureGoals.memberId, josefa.user.id));
    expect(rows.map((row) => [row.measure, row.target]).sort()).toEqual([
      ['waist_cm', 78.5],
      ['weight_kg', 66],
    ]);
    const removed = await josefa.agent.put('/api/progress/goals/weight_kg', { target: null });
    expect(removed.json().message).toBe(M.goalRemoved);
    metrics = (await josefa.agent.get('/api/progress/metrics')).json();
    expect(metricOf(metrics.metrics, 'weight_kg')?.goal).toBeNull();

    // Camila's changes are in the audit log, with Josefa as their subject.
    const audited = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectUserId, josefa.user.id), eq(auditLog.action, 'progress.goal_set')));
    expect(audited).toHaveLength(2);
  });

  it('refuses a goal out of range, an unknown measure, a member outside her care and no consent', async () => {
    const member = await consentingMember(ctx.app);
    await inCare(admin, member, camila);
    const cases: [string, unknown, number, string][] = [
      ['/api/progress/goals/weight_kg', { target: 1 }, 400, 'Debe estar entre 2 y 400 kg'],
      ['/api/progress/goals/weight_kg', { target: '65' }, 400, M.goalInvalid],
      ['/api/progress/goals/height_cm', { target: 170 }, 400, M.measureUnknown],
      ['/api/progress/goals/weight_kg', { target: 65, member_id: 1 }, 400, ''],
    ];
    for (const [url, body, status, message] of cases) {
      const response = await member.agent.put(url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(
      await ctx.database.db.select().from(measureGoals).where(eq(measureGoals.memberId, member.user.id)),
    ).toEqual([]);
    // Olga has no care of her: the same 404 as a member who does not exist.
    const outside = await olga.agent.put(`/api/trainer/clients/${member.user.id}/goals/weight_kg`, {
      target: 60,
    });
    expect(outside.statusCode).toBe(404);
    expect((await olga.agent.get(`/api/trainer/clients/${member.user.id}/metrics`)).statusCode).toBe(404);
    expect((await olga.agent.get(`/api/trainer/clients/${member.user.id}/progress.csv`)).statusCode).toBe(
      404,
    );

    const unconsented = await signedInAgent(ctx.app);
    await inCare(admin, unconsented, camila);
    const refused = await unconsented.agent.put('/api/progress/goals/weight_kg', { target: 60 });
    expect([refused.statusCode, refused.json().message]).toEqual([403, M.needsConsent]);
    const refusedToCamila = await camila.agent.put(
      `/api/trainer/clients/${unconsented.user.id}/goals/weight_kg`,
      {
        target: 60,
      },
    );
    expect([refusedToCamila.statusCode, refusedToCamila.json().message]).toEqual([403, M.clientNeedsConsent]);
  });
});

describe('custom measures', () => {
  it('her professional defines one; both record values once per client_id; it is charted, exported and in the CSV', async () => {
    const josefa = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    const url = `/api/trainer/clients/${josefa.user.id}/custom-measures`;
    const made = await camila.agent.post(url, { name: 'Pasos diarios', unit: 'pasos', goal: 8000 });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id as number;
    const twin = await camila.agent.post(url, { name: 'pasos DIARIOS', unit: 'pasos' });
    expect([twin.statusCode, twin.json().message]).toEqual([409, M.customNameTaken]);

    const byCamila = value(6200, { taken_at: daysAgo(10) });
    expect((await camila.agent.post(`${url}/${id}/values`, byCamila)).statusCode).toBe(201);
    const mine = value(7400);
    expect((await josefa.agent.post(`/api/progress/custom-measures/${id}/values`, mine)).statusCode).toBe(
      201,
    );
    // A retry of the same save answers the first row and keeps one.
    expect((await josefa.agent.post(`/api/progress/custom-measures/${id}/values`, mine)).statusCode).toBe(
      200,
    );
    const stored = await ctx.database.db
      .select()
      .from(customMeasureValues)
      .where(eq(customMeasureValues.memberId, josefa.user.id));
    expect(stored.map((row) => row.value).sort()).toEqual([6200, 7400]);

    const metric = metricOf((await josefa.agent.get('/api/progress/metrics')).json().metrics, `custom-${id}`);
    expect(metric).toMatchObject({
      label: 'Pasos diarios',
      unit: 'pasos',
      goal: 8000,
      custom_id: id,
      first: 6200,
      latest: 7400,
    });
    expect(
      (metric as unknown as { points: { source: string }[] }).points.map((point) => point.source),
    ).toEqual(['professional', 'member']);

    const renamed = await camila.agent.put(`${url}/${id}`, {
      name: 'Pasos al día',
      unit: 'pasos',
      goal: 9000,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const csv = await josefa.agent.get('/api/progress/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"Fecha","Medida","Valor","Unidad","Quién la tomó","Meta"');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^"\d\d-\d\d-\d{4}","Pasos al día",6200,"pasos","Profesional",9000$/),
      expect.stringMatching(/^"\d\d-\d\d-\d{4}","Pasos al día",7400,"pasos","Registro propio",9000$/),
    ]);
    expect((await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/progress.csv`)).body).toBe(
      csv.body,
    );

    const exported = (await josefa.agent.get('/api/users/export-data')).json();
    expect(metricOf(exported.progress_metrics, `custom-${id}`)).toMatchObject({ latest: 7400, goal: 9000 });
  });

  it('is never reached through another member, refuses bad input in Spanish, and stops at the limit', async () => {
    const josefa = await consentingMember(ctx.app);
    const other = await consentingMember(ctx.app);
    await inCare(admin, josefa, camila);
    await inCare(admin, other, camila);
    const url = `/api/trainer/clients/${josefa.user.id}/custom-measures`;
    const id = (await camila.agent.post(url, { name: 'Brazo', unit: 'cm' })).json().id as number;

    // Another member cannot write to Josefa's measure through her own route, nor Camila through another client.
    const wrongMember = await other.agent.post(`/api/progress/custom-measures/${id}/values`, value(30));
    expect([wrongMember.statusCode, wrongMember.json().message]).toEqual([404, M.customNotFound]);
    const wrongClient = await camila.agent.post(
      `/api/trainer/clients/${other.user.id}/custom-measures/${id}/values`,
      value(30),
    );
    expect(wrongClient.statusCode).toBe(404);
    // A member does not define measures: the professional's route is not hers.
    expect((await josefa.agent.post(url, { name: 'Mía', unit: 'cm' })).statusCode).toBe(403);

    const bad: [string, Record<string, unknown>, string][] = [
      [url, { name: 'B', unit: 'cm' }, M.customNameRequired],
      [url, { name: 'Brazo izquierdo', unit: '' }, M.customUnitRequired],
      [url, { name: 'Brazo izquierdo', unit: 'cm', goal: 'mucho' }, M.goalInvalid],
      [`${url}/${id}/values`, value(2_000_000), M.valueInvalid],
      [`${url}/${id}/values`, value(30, { taken_at: daysAgo(-1) }), M.takenAtInvalid],
      [`${url}/${id}/values`, value(30, { member_id: other.user.id }), ''],
    ];
    for (const [target, body, message] of bad) {
      const response = await camila.agent.post(target, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    expect(
      await ctx.database.db.select().from(customMeasureValues).where(eq(customMeasureValues.measureId, id)),
    ).toEqual([]);

    for (let index = 1; index < CUSTOM_MEASURES_MAX; index += 1)
      expect((await camila.agent.post(url, { name: `Medida ${index}`, unit: 'u' })).statusCode).toBe(201);
    const over = await camila.agent.post(url, { name: 'Una más', unit: 'u' });
    expect([over.statusCode, over.json().message]).toEqual([400, M.customTooMany(CUSTOM_MEASURES_MAX)]);
    const count = await ctx.database.db
      .select()
      .from(customMeasures)
      .where(eq(customMeasures.memberId, josefa.user.id));
    expect(count).toHaveLength(CUSTOM_MEASURES_MAX);
  });
});
