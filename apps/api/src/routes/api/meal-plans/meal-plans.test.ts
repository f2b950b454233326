import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_PLAN_MESSAGES as M } from '@vitalia/shared/messages/meal-plans';
import { notifications } from '../../../db/schema/index';
import { buildTestApp, type TestContext } from '../../../../test/helper';
import {
  consentingMember,
  demoProduct,
  inCare,
  signedInAgent,
  signedInProfessional,
} from '../../../../test/factories';
import { answerSandbox, BILLING, idempotencyKey } from '../../../../test/commerce';

/** Weekly meal plans (issue 47) on PGlite and PostgreSQL. */
let ctx: TestContext;
type Agent = Awaited<ReturnType<typeof signedInAgent>>;
type Professional = Awaited<ReturnType<typeof signedInProfessional>>;
let camila: Professional;
let olga: Professional;
let admin: Agent;
const foodIds = new Map<string, number>();

async function consentingClient(professional: Professional = camila): Promise<Agent> {
  const member = await consentingMember(ctx.app, { plan: 'prime' });
  await inCare(admin, member, professional);
  return member;
}

const food = (name: string) => {
  const id = foodIds.get(name);
  if (!id) throw new Error(`no ${name}`);
  return id;
};

beforeAll(async () => {
  ctx = await buildTestApp();
  camila = await signedInProfessional(ctx.app, { slug: 'camila-planes', name: 'Camila Planes' });
  olga = await signedInProfessional(ctx.app, { slug: 'olga-planes', name: 'Olga Planes' });
  admin = await signedInAgent(ctx.app, { isAdmin: true });
  for (const name of [
    'Avena',
    'Leche descremada',
    'Plátano',
    'Manzana',
    'Porotos cocidos',
    'Arroz blanco cocido',
  ])
    foodIds.set(
      name,
      (
        (await admin.agent.get(`/api/foods?q=${encodeURIComponent(name)}`)).json().foods as {
          id: number;
          name: string;
        }[]
      ).find((row) => row.name === name)?.id ?? 0,
    );
});
afterAll(() => ctx.close());

/** Monday: oats with milk and a banana (or an apple); lunch: beans with rice. */
const week = (status: 'draft' | 'published' = 'published', appleGrams = 180) => ({
  title: 'Plan semana 1',
  targets: { energy_kcal: 1800, protein_g_per_kg: 1.2 },
  status,
  days: [
    {
      day: 1,
      meals: [
        {
          meal: 'desayuno',
          options: [
            [
              { food_id: food('Avena'), measure: '1 taza', quantity: 0.5 },
              { food_id: food('Leche descremada'), grams: 200 },
              { food_id: food('Plátano'), measure: '1 unidad mediana', quantity: 1 },
            ],
            [{ food_id: food('Manzana'), grams: appleGrams }],
          ],
        },
        {
          meal: 'almuerzo',
          options: [
            [
              { food_id: food('Porotos cocidos'), measure: '1 taza', quantity: 1 },
              { food_id: food('Arroz blanco cocido'), grams: 150 },
            ],
          ],
        },
      ],
    },
  ],
});

describe('meal plans', () => {
  it('a professional publishes one; she reads it with the day’s totals from the first options only', async () => {
    const josefa = await consentingClient();
    const created = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, week());
    expect(created.statusCode, created.body).toBe(201);
    const plan = (await josefa.agent.get('/api/meal-plans/current')).json().plan;
    expect(plan).toMatchObject({
      title: 'Plan semana 1',
      status: 'published',
      version: 1,
      professional: 'Camila Planes',
    });
    const monday = plan.days[0];
    expect(monday.label).toBe('Lunes');
    expect(monday.meals.map((meal: { label: string }) => meal.label)).toEqual(['Desayuno', 'Almuerzo']);
    // Avena 40 g (379) + leche 200 g (34) + plátano 120 g (89) + porotos 177 g (127) + arroz 150 g (130).
    const expected = 0.4 * 379 + 2 * 34 + 1.2 * 89 + 1.77 * 127 + 1.5 * 130;
    expect(monday.totals.energy_kcal).toBeCloseTo(expected, 1);
    // The apple is the "o": shown, not counted.
    expect(monday.meals[0].options[1][0]).toMatchObject({ name: 'Manzana', grams: 180 });
    expect(monday.meals[0].options[0][0].amount).toBe(
      '0,5 × 1 taza (40 g)'.replace('0,5 × 1 taza', '0,5 taza'),
    );

    const list = (await josefa.agent.get(`/api/meal-plans/${plan.id}/shopping-list`)).json().list;
    const aisles = list.aisles.map((aisle: { aisle: string }) => aisle.aisle);
    expect(aisles).toEqual(['Cereales y panes', 'Frutas', 'Lácteos y huevos', 'Legumbres']);
    const names = list.aisles.flatMap((aisle: { items: { name: string }[] }) =>
      aisle.items.map((item) => item.name),
    );
    expect(names).not.toContain('Manzana');
    // A tick stays.
    expect(
      (await josefa.agent.put(`/api/meal-plans/${plan.id}/shopping-list/${food('Avena')}`, { checked: true }))
        .statusCode,
    ).toBe(200);
    const again = (await josefa.agent.get(`/api/meal-plans/${plan.id}/shopping-list`)).json().list;
    const avena = again.aisles
      .flatMap((aisle: { items: { name: string; checked: boolean }[] }) => aisle.items)
      .find((item: { name: string }) => item.name === 'Avena');
    expect(avena.checked).toBe(true);

    // Her plans are her data: in her export, with their days; not in anyone else's.
    const exported = (await josefa.agent.get('/api/users/export-data')).json();
    expect(exported.meal_plans).toEqual([expect.objectContaining({ id: plan.id, title: 'Plan semana 1' })]);
    expect(exported.meal_plans[0].days[0].meals[0].options[0][0].name).toBe('Avena');
    expect((await olga.agent.get('/api/users/export-data')).json().meal_plans).toEqual([]);
  });

  it('prints her week on one A4 page with its alternatives; nobody outside her care downloads it', async () => {
    const josefa = await consentingClient();
    await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, week());
    const plan = (await josefa.agent.get('/api/meal-plans/current')).json().plan;
    const response = await josefa.agent.get(`/api/meal-plans/${plan.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('plan-alimentacion-v1.pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plan-pdf-'));
    const file = path.join(dir, 'plan.pdf');
    fs.writeFileSync(file, response.rawPayload);
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+842 x 595/);
    const text = execFileSync('pdftotext', ['-raw', file, '-']).toString();
    fs.rmSync(dir, { recursive: true, force: true });
    for (const expected of [
      'Plan de alimentación · Plan semana 1',
      'Lunes',
      'Desayuno',
      'Almuerzo',
      'Avena',
      'o Manzana',
    ])
      expect(text).toContain(expected);
    expect((await olga.agent.get(`/api/meal-plans/${plan.id}/pdf`)).statusCode).toBe(404);
    expect((await camila.agent.get(`/api/meal-plans/${plan.id}/pdf`)).statusCode).toBe(200);
  });

  it('opens with Prime or a paid consultation; otherwise she learns who made it and nothing of the plan', async () => {
    const rocio = await consentingMember(ctx.app);
    await inCare(admin, rocio, camila);
    const made = await camila.agent.post(`/api/trainer/clients/${rocio.user.id}/meal-plans`, week());
    expect(made.statusCode, made.body).toBe(201);
    const planId = made.json().plan.id as number;

    const current = (await rocio.agent.get('/api/meal-plans/current')).json();
    expect(current).toEqual({
      success: true,
      plan: null,
      locked: { professional: made.json().plan.professional },
    });
    for (const url of [
      `/api/meal-plans/${planId}`,
      `/api/meal-plans/${planId}/pdf`,
      `/api/meal-plans/${planId}/shopping-list`,
    ]) {
      const refused = await rocio.agent.get(url);
      expect([refused.statusCode, refused.json().message, refused.json().code], url).toEqual([
        403,
        M.locked,
        'PLAN_REQUIRED',
      ]);
    }
    const tick = await rocio.agent.put(`/api/meal-plans/${planId}/shopping-list/${food('Avena')}`, {
      checked: true,
    });
    expect(tick.statusCode).toBe(403);
    // Her professional still reads what she wrote.
    expect((await camila.agent.get(`/api/meal-plans/${planId}`)).statusCode).toBe(200);

    // A consultation pack paid through the sandbox opens it (the entitlement table: bought).
    const pack = await demoProduct(rocio.agent, 'consultation_pack');
    await rocio.agent.post('/api/cart/add', { product_id: pack.id });
    const checkout = (
      await rocio.agent.post('/api/cart/checkout', { billing: BILLING, idempotency_key: idempotencyKey() })
    ).json<{ order_id: number; init_point: string }>();
    await answerSandbox(rocio.agent, checkout.init_point, 'approve');
    const opened = (await rocio.agent.get('/api/meal-plans/current')).json();
    expect([opened.plan?.id, opened.locked]).toEqual([planId, null]);
    expect((await rocio.agent.get(`/api/meal-plans/${planId}/shopping-list`)).statusCode).toBe(200);
  });

  it('a change to a published plan is its next version; the old one stays readable, archived', async () => {
    const member = await consentingClient();
    const first = (
      await camila.agent.post(`/api/trainer/clients/${member.user.id}/meal-plans`, week())
    ).json().plan;
    const changed = await camila.agent.put(`/api/trainer/meal-plans/${first.id}`, week('published', 150));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().plan).toMatchObject({ version: 2, status: 'published' });
    expect((await member.agent.get('/api/meal-plans/current')).json().plan.id).toBe(changed.json().plan.id);
    const old = (await member.agent.get(`/api/meal-plans/${first.id}`)).json().plan;
    expect(old.status).toBe('archived');
    const editingOld = await camila.agent.put(`/api/trainer/meal-plans/${first.id}`, week());
    expect(editingOld.statusCode).toBe(409);
    expect(editingOld.json().message).toBe(M.archived);
  });

  it('from a template; a draft is not hers to read yet', async () => {
    const member = await consentingClient();
    const template = await camila.agent.post('/api/trainer/meal-plan-templates', {
      ...week(),
      title: 'Plantilla base',
    });
    expect(template.statusCode, template.body).toBe(201);
    expect(template.json().plan).toMatchObject({ template: true, member_id: null });
    const draft = await camila.agent.post(`/api/trainer/clients/${member.user.id}/meal-plans`, {
      template_id: template.json().plan.id,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().plan).toMatchObject({ title: 'Plantilla base', status: 'draft' });
    const templates = (await camila.agent.get('/api/trainer/meal-plan-templates')).json().plans;
    expect(templates.map((plan: { title: string }) => plan.title)).toContain('Plantilla base');
    const listed = (await camila.agent.get(`/api/trainer/clients/${member.user.id}/meal-plans`)).json().plans;
    expect(listed).toEqual([expect.objectContaining({ id: draft.json().plan.id, status: 'draft', days: 1 })]);
    expect((await olga.agent.get(`/api/trainer/clients/${member.user.id}/meal-plans`)).statusCode).toBe(404);
    expect((await member.agent.get(`/api/meal-plans/${draft.json().plan.id}`)).statusCode).toBe(404);
    expect((await member.agent.get('/api/meal-plans/current')).json().plan).toBeNull();
    // Olga cannot make her client's plan from Camila's template.
    const hers = await consentingClient(olga);
    const borrowed = await olga.agent.post(`/api/trainer/clients/${hers.user.id}/meal-plans`, {
      template_id: template.json().plan.id,
    });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe(M.templateNotFound);
  });

  it('nobody else reads it; no plan without her consent or care; what it names must exist', async () => {
    const josefa = await consentingClient();
    const plan = (await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, week())).json()
      .plan;
    const stranger = await signedInAgent(ctx.app);
    for (const outsider of [stranger, olga, admin]) {
      expect((await outsider.agent.get(`/api/meal-plans/${plan.id}`)).statusCode).toBe(404);
      expect((await outsider.agent.get(`/api/meal-plans/${plan.id}/shopping-list`)).statusCode).toBe(404);
      expect(
        (
          await outsider.agent.put(`/api/meal-plans/${plan.id}/shopping-list/${food('Avena')}`, {
            checked: true,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await olga.agent.put(`/api/trainer/meal-plans/${plan.id}`, week())).statusCode).toBe(404);
    expect((await camila.agent.get(`/api/meal-plans/${plan.id}`)).statusCode).toBe(200);

    const withoutConsent = await signedInAgent(ctx.app);
    await inCare(admin, withoutConsent, camila);
    const refused = await camila.agent.post(
      `/api/trainer/clients/${withoutConsent.user.id}/meal-plans`,
      week(),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.needsConsent);
    expect(
      (await olga.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, week())).statusCode,
    ).toBe(404);

    const bad = {
      ...week(),
      days: [{ day: 1, meals: [{ meal: 'cena', options: [[{ food_id: 999999, grams: 10 }]] }] }],
    };
    const missing = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, bad);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(M.foodUnavailable);
    const twice = { ...week(), days: [...week().days, ...week().days] };
    const dayTwice = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, twice);
    expect(dayTwice.statusCode).toBe(400);
    expect(JSON.stringify(dayTwice.json())).toContain(M.dayTwice);
  });

  it('previews the editor’s figures: protein from her last weight, totals per day; saves nothing', async () => {
    const josefa = await consentingClient();
    const weighed = await josefa.agent.post('/api/progress/measurements', {
      client_id: randomUUID(),
      taken_at: new Date(Date.now() - 3_600_000).toISOString(),
      weight_kg: 65,
    });
    expect(weighed.statusCode, weighed.body).toBe(201);
    const { days, targets } = week();
    const preview = await camila.agent.post('/api/trainer/meal-plans/preview', {
      member_id: josefa.user.id,
      targets,
      days,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().weight_kg).toBe(65);
    expect(preview.json().goals).toMatchObject({ energy_kcal: 1800, protein_g: 78, fat_g: null });
    expect(preview.json().days[0].totals.energy_kcal).toBeGreaterThan(500);
    expect(
      (await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/meal-plans`)).json().plans,
    ).toEqual([]);
    // The saved plan carries the same goals, and its days as written for the editor.
    const plan = (await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, week())).json()
      .plan;
    expect(plan.goals.protein_g).toBe(78);
    expect(plan.source_days).toEqual(week().days);
    // Not her client: 404; a draft recipe of another professional is not hers to preview.
    const outsider = await olga.agent.post('/api/trainer/meal-plans/preview', {
      member_id: josefa.user.id,
      days,
    });
    expect(outsider.statusCode).toBe(404);
    expect((await josefa.agent.post('/api/trainer/meal-plans/preview', { days })).statusCode).toBe(403);
    const tooMany = await camila.agent.post('/api/trainer/meal-plans/preview', {
      days: Array.from({ length: 8 }, (_, index) => ({ day: (index % 7) + 1, meals: [] })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('a doubled “Crear plan” makes one plan and one bell item; the id never moves to another client', async () => {
    const josefa = await consentingClient();
    const clientId = randomUUID();
    const body = { ...week(), client_id: clientId };
    const [first, second] = await Promise.all([
      camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, body),
      camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, body),
    ]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().plan.id).toBe(first.json().plan.id);
    expect(
      (await camila.agent.get(`/api/trainer/clients/${josefa.user.id}/meal-plans`)).json().plans,
    ).toHaveLength(1);
    const bell = await ctx.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, josefa.user.id), eq(notifications.actionUrl, '/plan-alimentacion')),
      );
    expect(bell).toHaveLength(1);
    const other = await consentingClient();
    const reused = await camila.agent.post(`/api/trainer/clients/${other.user.id}/meal-plans`, body);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(M.clientIdReused);
    const bad = await camila.agent.post(`/api/trainer/clients/${josefa.user.id}/meal-plans`, {
      ...week(),
      client_id: 'doble-clic',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(M.clientId);
  });
});
